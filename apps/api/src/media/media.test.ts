import { mkdtempSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.js';
import { createLocalMediaStorage, isValidMediaKey } from './media-storage.js';
import { photoUrls, renditionKey, storePhoto } from './photo-renditions.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'circula-media-'));
const { app } = await createTestApp({ DATA_DIR: dataDir });
const storage = app.deps.media;

describe('photo renditions', () => {
  it('stores 256, 640 and 1080 WebP and a 1080 JPEG under a key of the content', async () => {
    const image = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#123a5c' } })
      .png()
      .toBuffer();
    const photo = await storePhoto(storage, image);
    expect(photo).toMatchObject({ width: 1080, height: 540 });
    expect(photo.storageKey).toMatch(/^photos\/[0-9a-f]{32}$/);
    for (const width of [256, 640, 1080] as const) {
      const stored = await storage.get(renditionKey(photo.storageKey, width));
      const chunks: Buffer[] = [];
      for await (const chunk of stored!.body) chunks.push(chunk as Buffer);
      const meta = await sharp(Buffer.concat(chunks)).metadata();
      expect(meta).toMatchObject({ format: 'webp', width });
    }
    expect(await storage.exists(renditionKey(photo.storageKey, 1080, 'jpg'))).toBe(true);
    expect(await storePhoto(storage, image)).toEqual(photo);
  });

  it('never enlarges a small photo', async () => {
    const image = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    const photo = await storePhoto(storage, image);
    expect(photo).toMatchObject({ width: 300, height: 200 });
    expect(photoUrls(storage, photo).sources).toHaveLength(3);
  });

  it('refuses what is not an image', async () => {
    await expect(storePhoto(storage, Buffer.from('not an image'))).rejects.toThrow();
  });
});

describe('GET /media/*', () => {
  it('serves a stored file with its type and an immutable cache header', async () => {
    await storage.put('documents/edital-abc.pdf', Buffer.from('%PDF-1.4 teste'), 'application/pdf');
    const response = await app.inject({ method: 'GET', url: '/media/documents/edital-abc.pdf' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe('%PDF-1.4 teste');
  });

  it('answers 404 in Portuguese for a missing file and for keys that try to leave the folder', async () => {
    // A file beside the media folder that a traversal would reach.
    writeFileSync(path.join(dataDir, 'secret.pdf'), 'segredo');
    await mkdir(path.join(dataDir, 'media'), { recursive: true });
    for (const url of [
      '/media/photos/nao-existe/256.webp',
      '/media/../secret.pdf',
      '/media/%2e%2e/secret.pdf',
      '/media/photos/..%2f..%2fsecret.pdf',
      '/media/photos/x.exe',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('segredo');
    }
    const missing = await app.inject({ method: 'GET', url: '/media/photos/nao-existe/256.webp' });
    expect(missing.json()).toMatchObject({ code: 'MEDIA_NOT_FOUND', message: 'Arquivo não encontrado.' });
  });

  it('accepts only plain lower-case keys with a known extension', () => {
    expect(isValidMediaKey('photos/abc123/256.webp')).toBe(true);
    for (const key of ['../a.pdf', 'a/../b.pdf', '/abs.pdf', 'A.PDF', 'a.exe', 'a//b.pdf', '']) {
      expect(isValidMediaKey(key), key).toBe(false);
    }
  });

  it('builds public addresses from the configured base', () => {
    const cdn = createLocalMediaStorage({ dir: dataDir, publicUrl: 'https://cdn.circula.test/media' });
    expect(cdn.publicUrl('photos/abc/256.webp')).toBe('https://cdn.circula.test/media/photos/abc/256.webp');
  });
});
