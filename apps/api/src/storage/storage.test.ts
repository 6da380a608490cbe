import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../test/helpers.js';
import {
  executableBytes,
  jpegBytes,
  makeDataDir,
  pdfBytes,
  pngBytes,
} from '../buyers/buyer-test-factories.js';
import { contentTypeOfExtension, detectFileType } from './detect-file-type.js';
import { createFileLink, readFileLink } from './file-links.js';
import { createLocalDiskStorage } from './local-disk-storage.js';

describe('detectFileType', () => {
  it('tells JPEG, PNG and PDF by their first bytes and nothing else', () => {
    expect(detectFileType(jpegBytes())).toBe('image/jpeg');
    expect(detectFileType(pngBytes())).toBe('image/png');
    expect(detectFileType(pdfBytes())).toBe('application/pdf');
    expect(detectFileType(executableBytes())).toBeNull();
    expect(detectFileType(Buffer.from('MZ\u0090\u0000'))).toBeNull();
    expect(detectFileType(Buffer.from([0xff, 0xd8]))).toBeNull();
  });

  it('maps extensions, whatever their case', () => {
    expect(contentTypeOfExtension('a.JPEG')).toBe('image/jpeg');
    expect(contentTypeOfExtension('a.tar.pdf')).toBe('application/pdf');
    expect(contentTypeOfExtension('a.exe')).toBeNull();
    expect(contentTypeOfExtension('semextensao')).toBeNull();
  });
});

describe('file links', () => {
  const config = testConfig({ FILES_URL_TTL_SECONDS: '60' });
  const file = { key: 'buyer-applications/a/b', contentType: 'image/png', fileName: 'x.png' };

  it('open until they expire', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    const { url, expiresAt } = createFileLink(config, file, now);
    expect(expiresAt.toISOString()).toBe('2026-03-01T12:01:00.000Z');
    const token = new URL(url).searchParams.get('token')!;
    expect(readFileLink(config, token, new Date('2026-03-01T12:00:59Z'))).toMatchObject(file);
    expect(() => readFileLink(config, token, new Date('2026-03-01T12:01:00Z'))).toThrow(
      expect.objectContaining({ code: 'FILE_LINK_EXPIRED' }),
    );
  });

  it('do not open with another key', () => {
    const token = new URL(createFileLink(config, file).url).searchParams.get('token')!;
    const other = testConfig({ FILES_SIGNING_SECRET: 'outra-chave-de-assinatura-com-32-caracteres!' });
    expect(() => readFileLink(other, token)).toThrow(expect.objectContaining({ code: 'FILE_LINK_INVALID' }));
    expect(() => readFileLink(config, 'lixo')).toThrow(
      expect.objectContaining({ code: 'FILE_LINK_INVALID' }),
    );
  });
});

describe('local disk storage', () => {
  const storage = createLocalDiskStorage(makeDataDir());

  it('puts, gets and deletes', async () => {
    expect(await storage.put('docs/um', Buffer.from('conteúdo'), 'application/pdf')).toEqual({ size: 9 });
    const stored = await storage.get('docs/um');
    expect(stored).toMatchObject({ contentType: 'application/pdf', size: 9 });
    expect(await text(stored!.body)).toBe('conteúdo');
    await storage.delete('docs/um');
    expect(await storage.get('docs/um')).toBeNull();
    await storage.delete('docs/um');
  });

  it('refuses keys that could leave its folder', async () => {
    for (const key of ['../fora', 'a/../../b', '/abs', 'A/B', 'a//b']) {
      await expect(storage.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow('invalid storage key');
    }
  });
});
