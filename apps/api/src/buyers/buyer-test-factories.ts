import { randomInt, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BackofficeRole, completeCnpj, completeCpf, type PermissionLevel } from '@circula/domain';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll } from 'vitest';
import { upsertUserRole } from '../auth/auth-repository.js';
import { bearer, makeUser, signIn } from '../auth/auth-test-factories.js';
import type { Database } from '../db/client.js';

/** Test factories of buyers, applications, staff and files: each test makes what it needs. */

/** A random CPF with valid check digits (11 digits, no punctuation). */
export function makeCpf(): string {
  const base = Array.from({ length: 9 }, () => randomInt(10));
  if (new Set(base).size === 1) base[0] = (base[0]! + 1) % 10;
  return completeCpf(base.join(''));
}

/** A random numeric CNPJ (head office, 0001) with valid check digits. */
export function makeCnpj(): string {
  return completeCnpj(`${Array.from({ length: 8 }, () => randomInt(10)).join('')}0001`);
}

/** The same tax id with its last check digit changed. */
export function breakCheckDigit(taxId: string): string {
  const last = Number(taxId.at(-1));
  return `${taxId.slice(0, -1)}${(last + 1) % 10}`;
}

export const makeUsername = (prefix = 'comprador') => `${prefix}_${randomUUID().slice(0, 8)}`;

export function naturalPersonData(overrides: Record<string, unknown> = {}) {
  return {
    type: 'NATURAL_PERSON',
    username: makeUsername(),
    fullName: 'Maria da Silva',
    cpf: makeCpf(),
    birthDate: '1990-04-01',
    ...overrides,
  };
}

export function juridicalPersonData(overrides: Record<string, unknown> = {}) {
  return {
    type: 'JURIDICAL_PERSON',
    username: makeUsername('empresa'),
    companyName: 'Circular Comércio Ltda',
    cnpj: makeCnpj(),
    representativeName: 'João Souza',
    representativeCpf: makeCpf(),
    ...overrides,
  };
}

export function addressData(overrides: Record<string, unknown> = {}) {
  return {
    line1: 'Avenida Paulista',
    number: '1000',
    line2: 'Conjunto 12',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
    postalCode: '01310-100',
    ...overrides,
  };
}

export async function signedInUser(app: FastifyInstance, db: Database) {
  const user = await makeUser(db);
  const { accessToken } = await signIn(app, user.email);
  return { user, accessToken, headers: bearer(accessToken) };
}

export type SignedInUser = Awaited<ReturnType<typeof signedInUser>>;

/** A signed-in staff user holding a back-office role at a level. */
export async function signedInStaff(
  app: FastifyInstance,
  db: Database,
  role: BackofficeRole = 'CIRCULA_CUSTOMER_SUPPORT',
  level: PermissionLevel = 1,
) {
  const staff = await signedInUser(app, db);
  await upsertUserRole(db, { userId: staff.user.id, role, level });
  return staff;
}

export function patchApplication(
  app: FastifyInstance,
  who: { headers: Record<string, string> },
  payload: object,
) {
  return app.inject({ method: 'PATCH', url: '/web/buyer-applications', headers: who.headers, payload });
}

// Smallest files that start the way real ones do; the rest does not matter to the checks.
// Real images: uploaded images are decoded and re-encoded, so a bare signature is not enough.
const sampleImage = () =>
  sharp({ create: { width: 24, height: 16, channels: 3, background: { r: 40, g: 90, b: 160 } } });
const sampleJpeg = await sampleImage().jpeg().toBuffer();
const samplePng = await sampleImage().png().toBuffer();
/** A decodable JPEG; with a size, padded with trailing bytes up to it. */
export const jpegBytes = (size?: number) => fill([...sampleJpeg], size ?? sampleJpeg.length);
/** A decodable PNG; with a size, padded with trailing bytes up to it. */
export const pngBytes = (size?: number) => fill([...samplePng], size ?? samplePng.length);
export const pdfBytes = (size = 256) => fill([...Buffer.from('%PDF-1.7\n')], size);
/** An ELF executable's header. */
export const executableBytes = (size = 256) => fill([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00], size);

function fill(head: number[], size: number) {
  const buffer = Buffer.alloc(Math.max(size, head.length), 0x20);
  Buffer.from(head).copy(buffer);
  return buffer;
}

/** A multipart/form-data body with one file part. */
export function multipartFile(
  fileName: string,
  content: Buffer,
  options: { contentType?: string; field?: string } = {},
) {
  const boundary = `----circula${randomUUID().replaceAll('-', '')}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; filename="${fileName}"\r\n` +
    `Content-Type: ${options.contentType ?? 'application/octet-stream'}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function uploadDocument(
  app: FastifyInstance,
  who: { headers: Record<string, string> },
  applicationId: string,
  documentType: string,
  file: { name: string; content: Buffer; contentType?: string },
) {
  const body = multipartFile(file.name, file.content, { contentType: file.contentType });
  return app.inject({
    method: 'PUT',
    url: `/web/buyer-applications/${applicationId}/documents/${documentType}`,
    headers: { ...who.headers, ...body.headers },
    payload: body.payload,
  });
}

/** A data folder of its own for a test file (private files land in <it>/private), removed afterwards. */
export function makeDataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'circula-buyers-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Every regular file under a folder (an absent folder has none). */
export function filesUnder(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * A user with an application at a given step: REGISTRATION_DATA_SENT, ADDRESS_SENT or UNDER_REVIEW
 * (documents sent).
 */
export async function applicantAt(
  app: FastifyInstance,
  db: Database,
  step: 'REGISTRATION_DATA_SENT' | 'ADDRESS_SENT' | 'UNDER_REVIEW',
  type: 'NATURAL_PERSON' | 'JURIDICAL_PERSON' = 'NATURAL_PERSON',
  registration: Record<string, unknown> = {},
) {
  const who = await signedInUser(app, db);
  const registrationData =
    type === 'NATURAL_PERSON' ? naturalPersonData(registration) : juridicalPersonData(registration);
  const first = await patchApplication(app, who, { registrationData });
  if (first.statusCode !== 200) throw new Error(`registration: ${first.statusCode} ${first.body}`);
  let application = first.json().buyerApplication;
  if (step !== 'REGISTRATION_DATA_SENT') {
    const second = await patchApplication(app, who, { address: addressData() });
    if (second.statusCode !== 200) throw new Error(`address: ${second.statusCode} ${second.body}`);
    application = second.json().buyerApplication;
  }
  if (step === 'UNDER_REVIEW') {
    const documents =
      type === 'NATURAL_PERSON'
        ? ['NATURAL_PERSON_PHOTO_ID_FRONT', 'NATURAL_PERSON_PHOTO_ID_BACK']
        : ['INCORPORATION_DOCUMENT'];
    for (const documentType of documents) {
      const response = await uploadDocument(app, who, application.id, documentType, {
        name: 'documento.pdf',
        content: pdfBytes(),
      });
      if (response.statusCode !== 200) throw new Error(`upload: ${response.statusCode} ${response.body}`);
      application = response.json().buyerApplication;
    }
  }
  return {
    ...who,
    application,
    registrationData: registrationData as Record<string, string>,
    buyerId: application.buyerId as string,
  };
}
