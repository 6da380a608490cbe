import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.js';
import {
  applicantAt,
  executableBytes,
  filesUnder,
  jpegBytes,
  makeDataDir,
  multipartFile,
  patchApplication,
  pdfBytes,
  pngBytes,
  uploadDocument,
} from '../buyers/buyer-test-factories.js';
import { buyerApplicationDocuments } from '../db/schema/index.js';
import {
  jpegWithHtml,
  jpegWithMetadata,
  pdfOpeningAtFirstPage,
  pdfWithEscapedScript,
  pdfWithOpenActionScript,
  pdfWithProgram,
  pdfWithScriptInObjectStream,
  pdfWithZipBomb,
  portableExecutable,
  zipBomb,
} from '../storage/upload-test-files.js';

const dataDir = makeDataDir();
const maxBytes = 64 * 1024;
const { app, db } = await createTestApp({
  AUTH_RATE_LIMIT_MAX: '1000',
  RATE_LIMIT_MAX: '10000',
  BUYERS_RATE_LIMIT_MAX: '10000',
  DATA_DIR: dataDir,
  UPLOAD_MAX_BYTES: String(maxBytes),
});
const privateDir = path.join(dataDir, 'private');
const uploadsTempDir = path.join(dataDir, 'tmp', 'uploads');

const documentsOf = (applicationId: string) =>
  db
    .select()
    .from(buyerApplicationDocuments)
    .where(eq(buyerApplicationDocuments.applicationId, applicationId));

const storedFilesOf = (applicationId: string) =>
  filesUnder(path.join(privateDir, 'buyer-applications', applicationId)).filter(
    (file) => !file.endsWith('.meta.json'),
  );

describe('document uploads', () => {
  it('takes the front and back of a photo ID and then sends the application for review', async () => {
    const { application, ...who } = await applicantAt(app, db, 'ADDRESS_SENT');
    const front = await uploadDocument(app, who, application.id, 'NATURAL_PERSON_PHOTO_ID_FRONT', {
      name: 'frente.JPG',
      content: jpegBytes(),
      contentType: 'image/jpeg',
    });
    expect(front.statusCode).toBe(200);
    expect(front.json().buyerApplication.status).toBe('ADDRESS_SENT');
    expect(front.json().buyerApplicationDocuments).toMatchObject({
      naturalPersonPhotoIdFrontDocument: {
        type: 'NATURAL_PERSON_PHOTO_ID_FRONT',
        status: 'UNDER_REVIEW',
        contentType: 'image/jpeg',
        fileName: 'documento-identidade-frente.jpg',
        sizeBytes: expect.any(Number),
      },
      naturalPersonPhotoIdBackDocument: null,
      incorporationDocument: null,
      status: 'UNDER_REVIEW',
    });

    const back = await uploadDocument(app, who, application.id, 'NATURAL_PERSON_PHOTO_ID_BACK', {
      name: 'verso.png',
      content: pngBytes(),
    });
    expect(back.statusCode).toBe(200);
    expect(back.json().buyerApplication.status).toBe('UNDER_REVIEW');
    expect(back.json().buyerApplication.submittedAt).not.toBeNull();
    expect(storedFilesOf(application.id)).toHaveLength(2);

    const listed = await app.inject({
      method: 'GET',
      url: `/web/buyer-applications/${application.id}/documents`,
      headers: who.headers,
    });
    expect(listed.statusCode).toBe(200);
    const documents = listed.json().buyerApplicationDocuments;
    expect(documents.naturalPersonPhotoIdFrontDocument.status).toBe('UNDER_REVIEW');
    expect(documents.naturalPersonPhotoIdBackDocument.contentType).toBe('image/png');
  });

  it('serves a document only through its short-lived signed link, privately', async () => {
    const { application, ...who } = await applicantAt(app, db, 'ADDRESS_SENT', 'JURIDICAL_PERSON');
    const content = pdfBytes(900);
    const uploaded = await uploadDocument(app, who, application.id, 'INCORPORATION_DOCUMENT', {
      name: 'contrato.pdf',
      content,
    });
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json().buyerApplication.status).toBe('UNDER_REVIEW');
    const document = uploaded.json().buyerApplicationDocuments.incorporationDocument;
    const url = new URL(document.url);
    expect(url.pathname).toBe('/files');
    const token = url.searchParams.get('token')!;
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(new Date(document.urlExpiresAt).getTime() - Date.now()).toBeLessThanOrEqual(300_000);

    const file = await app.inject({ method: 'GET', url: `/files?token=${token}` });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(content)).toBe(true);
    expect(file.headers).toMatchObject({
      'content-type': 'application/pdf',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      // A download, never a page of ours; rendered anyway, it runs in a sandbox with nothing allowed.
      'content-disposition': 'attachment; filename="documento-constituicao.pdf"',
      'content-security-policy': "default-src 'none'; sandbox; frame-ancestors 'none'",
    });

    const [payload, signature] = token.split('.');
    const tampered = await app.inject({
      method: 'GET',
      url: `/files?token=${payload}.${signature!.slice(1)}x`,
    });
    expect(tampered.statusCode).toBe(403);
    expect(tampered.json().code).toBe('FILE_LINK_INVALID');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), e: 4102444800 }),
    ).toString('base64url');
    expect((await app.inject({ method: 'GET', url: `/files?token=${forged}.${signature}` })).statusCode).toBe(
      403,
    );
  });

  it('replaces the previous document of the same type while the application is editable', async () => {
    const { application, ...who } = await applicantAt(app, db, 'ADDRESS_SENT');
    const first = await uploadDocument(app, who, application.id, 'NATURAL_PERSON_PHOTO_ID_FRONT', {
      name: 'a.jpg',
      content: jpegBytes(),
    });
    const second = await uploadDocument(app, who, application.id, 'NATURAL_PERSON_PHOTO_ID_FRONT', {
      name: 'b.pdf',
      content: pdfBytes(),
    });
    expect(second.statusCode).toBe(200);
    const current = second.json().buyerApplicationDocuments.naturalPersonPhotoIdFrontDocument;
    expect(current.contentType).toBe('application/pdf');
    expect(current.id).not.toBe(first.json().buyerApplicationDocuments.naturalPersonPhotoIdFrontDocument.id);
    const rows = await documentsOf(application.id);
    expect(rows).toHaveLength(2);
    expect(rows.filter((row) => row.replacedAt === null)).toHaveLength(1);
    expect(storedFilesOf(application.id)).toHaveLength(1);
  });

  it('refuses new documents while the application is under review', async () => {
    const { application, ...who } = await applicantAt(app, db, 'UNDER_REVIEW');
    const before = storedFilesOf(application.id);
    const response = await uploadDocument(app, who, application.id, 'NATURAL_PERSON_PHOTO_ID_FRONT', {
      name: 'nova.jpg',
      content: jpegBytes(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('BUYER_APPLICATION_LOCKED');
    expect(storedFilesOf(application.id)).toEqual(before);
  });
});

describe('refused uploads store nothing', () => {
  const cases: Array<[string, { name: string; content: Buffer; contentType?: string }, number, string]> = [
    ['an oversized file', { name: 'grande.jpg', content: jpegBytes(maxBytes + 1) }, 413, 'FILE_TOO_LARGE'],
    ['a PDF renamed .png', { name: 'foto.png', content: pdfBytes() }, 415, 'UNSUPPORTED_FILE_TYPE'],
    [
      'an executable renamed .jpg',
      { name: 'foto.jpg', content: executableBytes(), contentType: 'image/jpeg' },
      415,
      'UNSUPPORTED_FILE_TYPE',
    ],
    [
      'a file of another kind',
      { name: 'planilha.xlsx', content: Buffer.from('PK\u0003\u0004xx') },
      415,
      'UNSUPPORTED_FILE_TYPE',
    ],
    ['an empty file', { name: 'vazio.jpg', content: Buffer.alloc(0) }, 400, 'FILE_REQUIRED'],
  ];

  it.each(cases)('%s', async (_name, file, status, code) => {
    const { application, ...who } = await applicantAt(app, db, 'ADDRESS_SENT');
    const response = await uploadDocument(app, who, application.id, 'NATURAL_PERSON_PHOTO_ID_FRONT', file);
    expect(response.statusCode).toBe(status);
    expect(response.json().code).toBe(code);
    expect(response.json().message).toMatch(/[ãçéí]|arquivo/);
    expect(await documentsOf(application.id)).toHaveLength(0);
    expect(storedFilesOf(application.id)).toHaveLength(0);
    expect(filesUnder(uploadsTempDir)).toHaveLength(0);
  });

  it('a request without a file, or with the file in another field', async () => {
    const { application, ...who } = await applicantAt(app, db, 'ADDRESS_SENT');
    const url = `/web/buyer-applications/${application.id}/documents/NATURAL_PERSON_PHOTO_ID_FRONT`;
    const json = await app.inject({ method: 'PUT', url, headers: who.headers, payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(json.json().code).toBe('FILE_REQUIRED');
    const body = multipartFile('a.jpg', jpegBytes(), { field: 'outro' });
    const wrongField = await app.inject({
      method: 'PUT',
      url,
      headers: { ...who.headers, ...body.headers },
      payload: body.payload,
    });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().code).toBe('FILE_REQUIRED');
    expect(await documentsOf(application.id)).toHaveLength(0);
  });

  it('a document type that is not for the person type, and documents before the address', async () => {
    const company = await applicantAt(app, db, 'ADDRESS_SENT', 'JURIDICAL_PERSON');
    const wrongType = await uploadDocument(
      app,
      company,
      company.application.id,
      'NATURAL_PERSON_PHOTO_ID_FRONT',
      {
        name: 'a.jpg',
        content: jpegBytes(),
      },
    );
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().code).toBe('DOCUMENT_TYPE_NOT_ALLOWED');

    const early = await applicantAt(app, db, 'REGISTRATION_DATA_SENT');
    const tooEarly = await uploadDocument(app, early, early.application.id, 'NATURAL_PERSON_PHOTO_ID_FRONT', {
      name: 'a.jpg',
      content: jpegBytes(),
    });
    expect(tooEarly.statusCode).toBe(409);
    expect(tooEarly.json().code).toBe('BUYER_APPLICATION_STEP_OUT_OF_ORDER');
    expect(await documentsOf(company.application.id)).toHaveLength(0);
    expect(await documentsOf(early.application.id)).toHaveLength(0);
  });

  it("another user's application or documents", async () => {
    const owner = await applicantAt(app, db, 'ADDRESS_SENT');
    const other = await applicantAt(app, db, 'ADDRESS_SENT');
    const upload = await uploadDocument(app, other, owner.application.id, 'NATURAL_PERSON_PHOTO_ID_FRONT', {
      name: 'a.jpg',
      content: jpegBytes(),
    });
    expect(upload.statusCode).toBe(403);
    expect(await documentsOf(owner.application.id)).toHaveLength(0);
    const list = await app.inject({
      method: 'GET',
      url: `/web/buyer-applications/${owner.application.id}/documents`,
      headers: other.headers,
    });
    expect(list.statusCode).toBe(403);
    expect(list.json().message).toBe('Você só pode acessar o seu próprio cadastro de comprador.');
    // The other user's own PATCH never touches the first user's application.
    await patchApplication(app, other, { address: { ...owner.application.address, number: '7' } });
    const active = await app.inject({
      method: 'GET',
      url: '/web/buyer-applications/active',
      headers: owner.headers,
    });
    expect(active.json().buyerApplication.address.number).toBe('1000');
  });
});

describe('hostile uploads', () => {
  const refused: Array<[string, { name: string; content: Buffer; contentType?: string }, number, string]> = [
    [
      'a PDF that runs a script when opened',
      { name: 'a.pdf', content: pdfWithOpenActionScript() },
      422,
      'FILE_ACTIVE_CONTENT',
    ],
    [
      'a PDF whose script names are escaped',
      { name: 'a.pdf', content: pdfWithEscapedScript() },
      422,
      'FILE_ACTIVE_CONTENT',
    ],
    [
      'a PDF hiding its script in an object stream',
      { name: 'a.pdf', content: pdfWithScriptInObjectStream() },
      422,
      'FILE_ACTIVE_CONTENT',
    ],
    [
      'a PDF header followed by a Windows program',
      { name: 'a.pdf', content: pdfWithProgram() },
      415,
      'UNSUPPORTED_FILE_TYPE',
    ],
    [
      'a Windows program renamed .pdf',
      { name: 'a.pdf', content: portableExecutable() },
      415,
      'UNSUPPORTED_FILE_TYPE',
    ],
    [
      'a PDF header followed by a ZIP bomb',
      { name: 'a.pdf', content: pdfWithZipBomb() },
      415,
      'UNSUPPORTED_FILE_TYPE',
    ],
    ['a ZIP bomb', { name: 'a.zip', content: zipBomb() }, 415, 'UNSUPPORTED_FILE_TYPE'],
    [
      'a file that only starts like a JPEG',
      {
        name: 'a.jpg',
        content: Buffer.concat([
          Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
          Buffer.from('<html><script>alert(1)</script></html>'),
        ]),
      },
      415,
      'UNSUPPORTED_FILE_TYPE',
    ],
  ];

  it.each(refused)('refuses %s and stores nothing', async (_name, file, status, code) => {
    const { application, ...who } = await applicantAt(app, db, 'ADDRESS_SENT');
    const response = await uploadDocument(app, who, application.id, 'NATURAL_PERSON_PHOTO_ID_FRONT', file);
    expect(response.statusCode).toBe(status);
    expect(response.json().code).toBe(code);
    expect(await documentsOf(application.id)).toHaveLength(0);
    expect(storedFilesOf(application.id)).toHaveLength(0);
    expect(filesUnder(uploadsTempDir)).toHaveLength(0);
  });

  it('takes a PDF that only opens at its first page', async () => {
    const { application, ...who } = await applicantAt(app, db, 'ADDRESS_SENT');
    const response = await uploadDocument(app, who, application.id, 'NATURAL_PERSON_PHOTO_ID_FRONT', {
      name: 'a.pdf',
      content: pdfOpeningAtFirstPage(),
    });
    expect(response.statusCode).toBe(200);
  });

  it('stores a JPEG followed by HTML as a re-encoded image, without the HTML, served as a download', async () => {
    const { application, ...who } = await applicantAt(app, db, 'ADDRESS_SENT');
    const response = await uploadDocument(app, who, application.id, 'NATURAL_PERSON_PHOTO_ID_FRONT', {
      name: 'frente.jpg',
      content: await jpegWithHtml(),
    });
    expect(response.statusCode).toBe(200);
    const document = response.json().buyerApplicationDocuments.naturalPersonPhotoIdFrontDocument;
    const [storedFile] = storedFilesOf(application.id);
    const stored = readFileSync(storedFile!);
    expect(stored.includes('<script')).toBe(false);
    expect(stored.includes('<html')).toBe(false);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'jpeg', width: 32, height: 24 });
    expect(document.sizeBytes).toBe(stored.length);

    const file = await app.inject({
      method: 'GET',
      url: new URL(document.url).pathname + new URL(document.url).search,
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(stored)).toBe(true);
    expect(file.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'content-disposition': 'attachment; filename="documento-identidade-frente.jpg"',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox; frame-ancestors 'none'",
    });
  });

  it('strips the metadata of an image', async () => {
    const { application, ...who } = await applicantAt(app, db, 'ADDRESS_SENT');
    const marker = 'circula-marcador-exif';
    const content = await jpegWithMetadata(marker);
    expect(content.includes(marker)).toBe(true);
    const response = await uploadDocument(app, who, application.id, 'NATURAL_PERSON_PHOTO_ID_FRONT', {
      name: 'frente.jpg',
      content,
    });
    expect(response.statusCode).toBe(200);
    const [storedFile] = storedFilesOf(application.id);
    const stored = readFileSync(storedFile!);
    expect(stored.includes(marker)).toBe(false);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
  });
});
