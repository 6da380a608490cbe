import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testConfig } from '../../test/helpers.js';
import { buildApp } from '../app.js';
import {
  applicantAt,
  filesUnder,
  jpegBytes,
  makeDataDir,
  uploadDocument,
} from '../buyers/buyer-test-factories.js';
import { buyerApplicationDocuments } from '../db/schema/index.js';
import { createClamdScanner, parseClamdReply } from './clamd-scanner.js';
import { freePort, startClamd } from './clamd-test-server.js';
import { pdfWith, pdfWithEicar, portableExecutable } from './upload-test-files.js';

// A real clamd (Debian's ClamAV, installed by scripts/ensure-clamav.sh) with the project's signatures.
const clamd = await startClamd();
afterAll(() => clamd.stop());

const database = await createTestDatabase();
const db = database.db;
const limits = { AUTH_RATE_LIMIT_MAX: '1000', RATE_LIMIT_MAX: '10000', BUYERS_RATE_LIMIT_MAX: '10000' };

async function appWith(overrides: Record<string, string>) {
  const dataDir = makeDataDir();
  const app = await buildApp(testConfig({ ...limits, DATA_DIR: dataDir, ...overrides }), {
    database,
  });
  afterAll(() => app.close());
  const storedFilesOf = (applicationId: string) =>
    filesUnder(path.join(dataDir, 'private', 'buyer-applications', applicationId));
  const tempFiles = () => filesUnder(path.join(dataDir, 'tmp', 'uploads'));
  return { app, storedFilesOf, tempFiles };
}

const scanned = await appWith({ FILE_SCANNER: 'clamav', CLAMAV_PORT: String(clamd.port) });
const scannerDown = await appWith({
  FILE_SCANNER: 'clamav',
  CLAMAV_PORT: String(await freePort()),
  CLAMAV_TIMEOUT_MS: '2000',
});

const documentsOf = (applicationId: string) =>
  db
    .select()
    .from(buyerApplicationDocuments)
    .where(eq(buyerApplicationDocuments.applicationId, applicationId));

describe('uploads scanned by ClamAV', () => {
  it('refuses the EICAR test file in a PDF wrapper and stores nothing', async () => {
    const { app, storedFilesOf, tempFiles } = scanned;
    const { application, ...who } = await applicantAt(app, db, 'ADDRESS_SENT');
    const response = await uploadDocument(app, who, application.id, 'NATURAL_PERSON_PHOTO_ID_FRONT', {
      name: 'documento.pdf',
      content: pdfWithEicar(),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'FILE_INFECTED',
      message: 'O arquivo foi recusado pela verificação de vírus. Envie outro arquivo.',
    });
    expect(await documentsOf(application.id)).toHaveLength(0);
    expect(storedFilesOf(application.id)).toHaveLength(0);
    expect(tempFiles()).toHaveLength(0);
  });

  it('takes clean files', async () => {
    const { app, storedFilesOf } = scanned;
    const { application, ...who } = await applicantAt(app, db, 'ADDRESS_SENT');
    const pdf = await uploadDocument(app, who, application.id, 'NATURAL_PERSON_PHOTO_ID_FRONT', {
      name: 'frente.pdf',
      content: pdfWith(),
    });
    expect(pdf.statusCode).toBe(200);
    const jpeg = await uploadDocument(app, who, application.id, 'NATURAL_PERSON_PHOTO_ID_BACK', {
      name: 'verso.jpg',
      content: jpegBytes(),
    });
    expect(jpeg.statusCode).toBe(200);
    expect(storedFilesOf(application.id).filter((file) => !file.endsWith('.meta.json'))).toHaveLength(2);
  });

  it('refuses when the scanner is configured but does not answer (fail closed), storing nothing', async () => {
    const { app, storedFilesOf, tempFiles } = scannerDown;
    const { application, ...who } = await applicantAt(app, db, 'ADDRESS_SENT');
    const response = await uploadDocument(app, who, application.id, 'NATURAL_PERSON_PHOTO_ID_FRONT', {
      name: 'frente.jpg',
      content: jpegBytes(),
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      code: 'FILE_SCANNER_UNAVAILABLE',
      message: 'Não foi possível verificar o arquivo agora. Tente novamente em alguns minutos.',
    });
    expect(await documentsOf(application.id)).toHaveLength(0);
    expect(storedFilesOf(application.id)).toHaveLength(0);
    expect(tempFiles()).toHaveLength(0);
  });
});

/** A clamd stand-in that accepts connections and then stays silent, or answers nonsense. */
async function fakeClamd(answer: string | null) {
  const server = createServer((socket) => {
    socket.on('data', () => {
      if (answer !== null) socket.end(answer);
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  return (server.address() as { port: number }).port;
}

const cases: Array<[string, string | null]> = [
  ['stays silent past the timeout', null],
  ['answers an error', 'INSTREAM size limit exceeded. ERROR\0'],
  ['closes without a verdict', ''],
];
const apps = new Map<string, Awaited<ReturnType<typeof appWith>>>();
for (const [name, answer] of cases) {
  const port = await fakeClamd(answer);
  apps.set(
    name,
    await appWith({ FILE_SCANNER: 'clamav', CLAMAV_PORT: String(port), CLAMAV_TIMEOUT_MS: '500' }),
  );
}

describe('a scanner that cannot give a verdict', () => {
  it.each(cases)('refuses the upload with 503 when clamd %s', async (name) => {
    const { app, storedFilesOf, tempFiles } = apps.get(name)!;
    const { application, ...who } = await applicantAt(app, db, 'ADDRESS_SENT');
    const response = await uploadDocument(app, who, application.id, 'NATURAL_PERSON_PHOTO_ID_FRONT', {
      name: 'frente.pdf',
      content: pdfWith(),
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('FILE_SCANNER_UNAVAILABLE');
    expect(await documentsOf(application.id)).toHaveLength(0);
    expect(storedFilesOf(application.id)).toHaveLength(0);
    expect(tempFiles()).toHaveLength(0);
  });
});

describe('the shipped signatures', () => {
  it('find the EICAR test file and Windows programs; plain files are clean', async () => {
    const scanner = createClamdScanner({ host: '127.0.0.1', port: clamd.port, timeoutMs: 10_000 });
    const dir = mkdtempSync(path.join(tmpdir(), 'circula-scan-'));
    const fileWith = (name: string, content: Buffer) => {
      const file = path.join(dir, name);
      writeFileSync(file, content);
      return file;
    };
    expect(await scanner.scan(fileWith('eicar.pdf', pdfWithEicar()))).toEqual({
      clean: false,
      signature: 'Circula.Test.EICAR.UNOFFICIAL',
    });
    expect(await scanner.scan(fileWith('programa.exe', portableExecutable()))).toMatchObject({
      clean: false,
      signature: 'Circula.Executable.PE.UNOFFICIAL',
    });
    expect(await scanner.scan(fileWith('limpo.pdf', pdfWith()))).toEqual({ clean: true });
  });

  it('any answer of clamd other than a verdict is an error, never clean', () => {
    expect(parseClamdReply('stream: OK\0')).toEqual({ clean: true });
    expect(parseClamdReply('stream: Eicar-Test-Signature FOUND\0')).toEqual({
      clean: false,
      signature: 'Eicar-Test-Signature',
    });
    expect(() => parseClamdReply('INSTREAM size limit exceeded. ERROR\0')).toThrow('clamd answered');
    expect(() => parseClamdReply('')).toThrow('clamd answered');
  });
});
