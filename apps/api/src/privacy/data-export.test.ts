import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { createTestApp } from '../../test/helpers.js';
import { listAuditTrail } from '../audit/record-audit.js';
import { bearer, makeUser, readOutbox, signIn } from '../auth/auth-test-factories.js';
import { makeDataDir } from '../buyers/buyer-test-factories.js';
import { buyerApplicationDocuments, buyerApplications, dataExportRequests } from '../db/schema/index.js';
import { makeVerifiedBuyerFixture } from '../dev/live-auction-fixture.js';
import { storageFor } from '../storage/storage.js';
import { sweepDataExports } from './data-export.js';
import { dataExportDeps } from './privacy-jobs.js';

const { app, db } = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000', DATA_DIR: makeDataDir() });
const day = 24 * 60 * 60 * 1000;

async function signedInUser() {
  const user = await makeUser(db);
  const session = await signIn(app, user.email);
  return { user, ...session };
}

const requestExport = (id: string, accessToken: string) =>
  app.inject({ method: 'POST', url: `/web/users/${id}/data-exports`, headers: bearer(accessToken) });

function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const files = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.readEntry();
    });
  });
}

describe('download my data', () => {
  it('builds a ZIP of every record and document, e-mails a link that expires, audited', async () => {
    const { user, accessToken } = await signedInUser();
    const { buyerId } = await makeVerifiedBuyerFixture(db, user.email);
    const [application] = await db
      .insert(buyerApplications)
      .values({
        userId: user.id,
        buyerId,
        status: 'UNDER_REVIEW',
        type: 'NATURAL_PERSON',
        taxId: '52998224725',
        fullName: 'Maria da Silva',
      })
      .returning();
    const documentKey = `buyer-documents/${application!.id}/frente`;
    await storageFor(app).put(documentKey, Buffer.from('%PDF-1.4 identidade'), 'application/pdf');
    await db.insert(buyerApplicationDocuments).values({
      applicationId: application!.id,
      type: 'NATURAL_PERSON_PHOTO_ID_FRONT',
      storageKey: documentKey,
      contentType: 'application/pdf',
      sizeBytes: 19,
      fileName: 'documento-frente.pdf',
    });

    const requested = await requestExport(user.id, accessToken);
    expect(requested.statusCode).toBe(202);
    expect(requested.json().request.status).toBe('PENDING');
    const trail = await listAuditTrail(db, 'user', user.id);
    expect(trail.map((row) => row.action)).toContain('DATA_EXPORT_REQUESTED');

    // The job (here its sweep, as the worker runs it), twice: one ZIP, one e-mail.
    const now = new Date();
    await sweepDataExports(dataExportDeps(app), now);
    await sweepDataExports(dataExportDeps(app), now);
    const mails = (await readOutbox(app, user.email)).filter(
      (mail) => mail.subject === 'A cópia dos seus dados está pronta',
    );
    expect(mails).toHaveLength(1);
    const link = /https?:\/\/\S+\/files\?token=\S+/.exec(mails[0]!.bodyText)?.[0];
    expect(link).toBeDefined();
    const url = new URL(link!);

    const download = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    const files = await unzip(download.rawPayload);
    const me = JSON.parse(files.get('dados/usuario.json')!.toString('utf8'));
    expect(me).toHaveLength(1);
    expect(me[0].email).toBe(user.email);
    expect(me[0]).not.toHaveProperty('passwordHash');
    const applications = JSON.parse(files.get('dados/cadastros_de_comprador.json')!.toString('utf8'));
    expect(applications[0].taxId).toBe('52998224725');
    expect(JSON.parse(files.get('dados/comprador.json')!.toString('utf8'))[0].id).toBe(buyerId);
    expect(JSON.parse(files.get('dados/sessoes.json')!.toString('utf8')).length).toBeGreaterThan(0);
    const document = [...files.keys()].find((name) => name.startsWith('documentos/'));
    expect(files.get(document!)!.toString('utf8')).toBe('%PDF-1.4 identidade');
    // Another person's data is not in it.
    const other = await makeUser(db);
    expect(files.get('dados/usuario.json')!.toString('utf8')).not.toContain(other.email);

    // After 7 days the link no longer works and the ZIP is removed.
    const [row] = await db.select().from(dataExportRequests).where(eq(dataExportRequests.userId, user.id));
    expect(row!.status).toBe('READY');
    await sweepDataExports(dataExportDeps(app), new Date(now.getTime() + 7 * day + 1000));
    expect(await storageFor(app).get(row!.storageKey!)).toBeNull();
    const [cleared] = await db.select().from(dataExportRequests).where(eq(dataExportRequests.id, row!.id));
    expect(cleared!.storageKey).toBeNull();
  });

  it('allows one request per 24 hours, also when several arrive at once', async () => {
    const { user, accessToken } = await signedInUser();
    const answers = await Promise.all(Array.from({ length: 5 }, () => requestExport(user.id, accessToken)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([202, 429, 429, 429, 429]);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.json().code).toBe('DATA_EXPORT_TOO_SOON');
    expect(
      await db.select().from(dataExportRequests).where(eq(dataExportRequests.userId, user.id)),
    ).toHaveLength(1);
    const list = await app.inject({
      method: 'GET',
      url: `/web/users/${user.id}/data-exports`,
      headers: bearer(accessToken),
    });
    expect(list.json().requests).toHaveLength(1);
  });

  it("refuses another person's data", async () => {
    const { accessToken } = await signedInUser();
    const other = await makeUser(db);
    expect((await requestExport(other.id, accessToken)).statusCode).toBe(403);
    const list = await app.inject({
      method: 'GET',
      url: `/web/users/${other.id}/data-exports`,
      headers: bearer(accessToken),
    });
    expect(list.statusCode).toBe(403);
  });
});
