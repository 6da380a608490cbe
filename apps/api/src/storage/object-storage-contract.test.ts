import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.js';
import { startS3Server } from '../../test/s3-server.js';
import { makeDataDir } from '../buyers/buyer-test-factories.js';
import { createMediaStorage } from '../media/create-media-storage.js';
import { createFileLink } from './file-links.js';
import { storageFor } from './storage.js';

/**
 * One contract for every store of files, run against local disk and against a real S3-protocol server
 * (s3rver, started here): the same answers whichever STORAGE_DRIVER the site runs on.
 */
const s3 = await startS3Server();
const drivers = {
  local: { STORAGE_DRIVER: 'local', DATA_DIR: makeDataDir() },
  s3: { STORAGE_DRIVER: 's3', DATA_DIR: makeDataDir(), ...s3.settings },
};

describe.each(Object.entries(drivers))('file storage on %s', (driver, settings) => {
  const built = createTestApp({ ...settings, FILES_URL_TTL_SECONDS: '10' });

  it('stores, reads, replaces and deletes private files; a missing one is null', async () => {
    const { app } = await built;
    const storage = storageFor(app);
    const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x80, 0x0a, ...Buffer.from('contrato')]);
    expect(await storage.put('docs/contrato', bytes, 'application/pdf')).toEqual({ size: bytes.length });
    const stored = await storage.get('docs/contrato');
    expect(stored).toMatchObject({ contentType: 'application/pdf', size: bytes.length });
    expect(Buffer.compare(Buffer.concat(await stored!.body.toArray()), bytes)).toBe(0);

    // A stream body, replacing what was there.
    expect(
      await storage.put('docs/contrato', Readable.from([Buffer.from('nova versão')]), 'image/png'),
    ).toEqual({
      size: 12,
    });
    const replaced = await storage.get('docs/contrato');
    expect(replaced).toMatchObject({ contentType: 'image/png', size: 12 });
    expect(await text(replaced!.body)).toBe('nova versão');

    await storage.delete('docs/contrato');
    expect(await storage.get('docs/contrato')).toBeNull();
    expect(await storage.get('docs/nunca-existiu')).toBeNull();
    await expect(storage.delete('docs/nunca-existiu')).resolves.toBeUndefined();
  });

  it('refuses keys that are not ours', async () => {
    const storage = storageFor((await built).app);
    for (const key of ['../fora', 'docs/../../fora', '/absoluto', 'Maiusculo', 'docs//duplo', '']) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(
        /invalid storage key/,
      );
    }
  });

  it('opens a private file through a signed link until it expires, and never without one', async () => {
    const { app } = await built;
    const config = app.deps.config;
    const content = Buffer.from(`documento de identidade (${driver})`);
    await storageFor(app).put('buyer-applications/contrato/frente', content, 'application/pdf');
    const file = {
      key: 'buyer-applications/contrato/frente',
      contentType: 'application/pdf',
      fileName: 'frente.pdf',
    };

    // A 10-second link issued 8.5 seconds ago: open now, expired two seconds later.
    const { url } = createFileLink(config, file, new Date(Date.now() - 8_500));
    const link = new URL(url);
    expect(link.origin).toBe(new URL(config.API_PUBLIC_URL).origin);
    const opened = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(opened.statusCode).toBe(200);
    expect(opened.rawPayload.equals(content)).toBe(true);
    expect(opened.headers['cache-control']).toBe('private, no-store');
    expect(opened.headers['content-disposition']).toBe('attachment; filename="frente.pdf"');

    await sleep(2_000);
    const expired = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toMatchObject({
      code: 'FILE_LINK_EXPIRED',
      message: 'Este link expirou. Abra o documento novamente para gerar outro.',
    });

    // Without a link, with a forged one, or through the public media route: nothing.
    const without = await app.inject({ method: 'GET', url: '/files' });
    expect(without.statusCode).toBe(400);
    const forged = Buffer.from(
      JSON.stringify({ k: file.key, t: file.contentType, n: file.fileName, e: 4102444800 }),
    ).toString('base64url');
    const refused = await app.inject({ method: 'GET', url: `/files?token=${forged}.assinatura` });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FILE_LINK_INVALID');
    for (const path of [
      '/media/buyer-applications/contrato/frente',
      '/media/buyer-applications/contrato/frente.pdf',
      '/media/../private/buyer-applications/contrato/frente',
      '/media/%2e%2e/private/buyer-applications/contrato/frente',
    ]) {
      const response = await app.inject({ method: 'GET', url: path });
      expect(response.statusCode, path).toBe(404);
      expect(response.body).not.toContain('documento de identidade');
    }
  });

  it('keeps public media apart from private files, each readable only by its own route', async () => {
    const { app } = await built;
    const media = createMediaStorage(app.deps.config);
    expect(await media.exists('documents/edital-contrato.pdf')).toBe(false);
    expect(await media.get('documents/edital-contrato.pdf')).toBeNull();
    await media.put('documents/edital-contrato.pdf', Buffer.from('%PDF-1.4 edital'), 'application/pdf');
    expect(await media.exists('documents/edital-contrato.pdf')).toBe(true);
    const stored = await media.get('documents/edital-contrato.pdf');
    expect(stored).toMatchObject({ contentType: 'application/pdf', size: 15 });
    expect(await text(stored!.body)).toBe('%PDF-1.4 edital');
    expect(media.publicUrl('documents/edital-contrato.pdf')).toBe(
      `${app.deps.config.mediaPublicUrl}/documents/edital-contrato.pdf`,
    );
    const served = await app.inject({ method: 'GET', url: '/media/documents/edital-contrato.pdf' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.body).toBe('%PDF-1.4 edital');
    // A media key is not a private file, and invalid keys are refused without reaching the store.
    expect(await storageFor(app).get('documents/edital-contrato')).toBeNull();
    expect(await media.get('../private/x.pdf')).toBeNull();
    expect(await media.exists('A.PDF')).toBe(false);
    await expect(media.put('../fora.pdf', Buffer.from('x'), 'application/pdf')).rejects.toThrow(
      /invalid media key/,
    );
  });
});

describe('the S3 store', () => {
  it('keeps private files under private/ and media under media/ of the one bucket', async () => {
    const { app } = await createTestApp({ STORAGE_DRIVER: 's3', DATA_DIR: makeDataDir(), ...s3.settings });
    await storageFor(app).put('docs/onde-fica', Buffer.from('x'), 'application/pdf');
    await createMediaStorage(app.deps.config).put(
      'photos/onde-fica/256.webp',
      Buffer.from('y'),
      'image/webp',
    );
    const { ListObjectsV2Command } = await import('@aws-sdk/client-s3');
    const { s3BucketOf } = await import('./s3-client.js');
    const { client, bucket } = s3BucketOf(app.deps.config);
    const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
    const keys = (listed.Contents ?? []).map((object) => object.Key);
    expect(keys).toContain('private/docs/onde-fica');
    expect(keys).toContain('media/photos/onde-fica/256.webp');
    expect(keys.every((key) => key?.startsWith('private/') || key?.startsWith('media/'))).toBe(true);
  });

  it('is refused at start without a bucket, or with half the credentials', async () => {
    const { loadConfig } = await import('../config.js');
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET: obrigatório/);
    expect(() => loadConfig({ MEDIA_STORAGE: 's3' })).toThrow(/S3_BUCKET: obrigatório/);
    expect(() => loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'a' })).toThrow(
      /defina os dois/,
    );
    expect(loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'circula' }).MEDIA_STORAGE).toBe('s3');
    expect(loadConfig({}).MEDIA_STORAGE).toBe('local');
  });
});
