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
import { findHiddenProgramOrArchive, inspectPdf } from './inspect-file-content.js';
import { createLocalDiskStorage } from './local-disk-storage.js';
import {
  pdfOpeningAtFirstPage,
  pdfWith,
  pdfWithEscapedScript,
  pdfWithOpenActionScript,
  pdfWithProgram,
  pdfWithScriptInObjectStream,
  pdfWithZipBomb,
} from './upload-test-files.js';

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

describe('inspectPdf', () => {
  it('finds active content, spelt plainly, with #xx escapes or packed in object streams', () => {
    expect(inspectPdf(pdfWithOpenActionScript())).toEqual({ verdict: 'active', name: 'JavaScript' });
    expect(inspectPdf(pdfWithEscapedScript())).toEqual({ verdict: 'active', name: 'JavaScript' });
    expect(inspectPdf(pdfWithScriptInObjectStream())).toEqual({ verdict: 'active', name: 'JavaScript' });
    for (const name of ['Launch', 'EmbeddedFile', 'AA', 'RichMedia', 'XFA']) {
      expect(inspectPdf(pdfWith({ catalog: `/${name} 3 0 R` }))).toEqual({ verdict: 'active', name });
    }
  });

  it('takes plain PDFs and names that only start like an active one', () => {
    expect(inspectPdf(pdfWith())).toEqual({ verdict: 'clean' });
    expect(inspectPdf(pdfOpeningAtFirstPage())).toEqual({ verdict: 'clean' });
    expect(inspectPdf(pdfWith({ catalog: '/JSONData 3 0 R /AAB 1' }))).toEqual({ verdict: 'clean' });
    // Two-letter names turn up by chance in binary stream data (a scanned page); longer ones do not.
    const binary = (data: string) =>
      pdfWith({ objects: [`3 0 obj\n<< /Length ${data.length} >>\nstream\n${data}\nendstream\nendobj\n`] });
    expect(inspectPdf(binary('\u0001\u00ff/JS \u0002/AA\u0000'))).toEqual({ verdict: 'clean' });
    expect(inspectPdf(binary('\u0001/JavaScript '))).toEqual({ verdict: 'active', name: 'JavaScript' });
  });

  it('refuses object streams it cannot read', () => {
    const encoded = pdfWith({
      objects: [
        '4 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /ASCIIHexDecode >>\nstream\n41\nendstream\nendobj\n',
      ],
    });
    expect(inspectPdf(encoded)).toEqual({ verdict: 'unreadable' });
    const corrupt = pdfWith({
      objects: [
        '4 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode >>\nstream\nnot zlib\nendstream\nendobj\n',
      ],
    });
    expect(inspectPdf(corrupt)).toEqual({ verdict: 'unreadable' });
  });
});

describe('findHiddenProgramOrArchive', () => {
  it('finds programs and archives anywhere in the bytes', () => {
    expect(findHiddenProgramOrArchive(pdfWithProgram())).toBe('PE');
    expect(findHiddenProgramOrArchive(Buffer.concat([pdfWith(), executableBytes()]))).toBe('ELF');
    expect(findHiddenProgramOrArchive(pdfWithZipBomb())).toBe('ZIP');
    expect(
      findHiddenProgramOrArchive(Buffer.concat([pdfWith(), Buffer.from('Rar!\x1a\x07\x00', 'latin1')])),
    ).toBe('RAR');
  });

  it('does not see one in ordinary files', async () => {
    expect(findHiddenProgramOrArchive(pdfWith())).toBeNull();
    expect(findHiddenProgramOrArchive(jpegBytes())).toBeNull();
    // "MZ" and "PK" alone are common in compressed data.
    expect(findHiddenProgramOrArchive(Buffer.from('MZ....PK\u0003\u0004\u00ff\u00ffMZ'))).toBeNull();
  });
});
