import { PassThrough } from 'node:stream';
import type { DataExport } from '@circula/domain';
import { and, desc, eq, getTableColumns, gt, isNotNull, lte, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ZipFile } from 'yazl';
import { recordAudit } from '../audit/record-audit.js';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import {
  buyerApplicationDocuments,
  buyerApplications,
  dataExportRequests,
  paymentIntents,
  paymentReceipts,
  users,
} from '../db/schema/index.js';
import { renderEmail } from '../notifications/email/render.js';
import { queueEmails } from '../notifications/queue-emails.js';
import { AppError } from '../shared/errors.js';
import { createFileLink } from '../storage/file-links.js';
import type { ObjectStorage } from '../storage/object-storage.js';
import { exportedTables } from './export-tables.js';

/** One copy per person per 24 hours: building one reads every table and the stored documents. */
export const dataExportIntervalHours = 24;
/** How long the e-mailed link works; the ZIP is removed afterwards. */
export const dataExportLinkDays = 7;
const hourMs = 60 * 60 * 1000;

type Row = typeof dataExportRequests.$inferSelect;

const view = (row: Row): DataExport => ({
  id: row.id,
  status: row.status,
  requestedAt: row.requestedAt.toISOString(),
  readyAt: row.readyAt?.toISOString() ?? null,
  expiresAt: row.expiresAt?.toISOString() ?? null,
});

export async function listDataExports(db: Database, userId: string): Promise<DataExport[]> {
  const rows = await db
    .select()
    .from(dataExportRequests)
    .where(eq(dataExportRequests.userId, userId))
    .orderBy(desc(dataExportRequests.requestedAt))
    .limit(10);
  return rows.map(view);
}

/**
 * Records a request for a copy of the person's data, at most one per 24 hours: the check and the insert
 * happen under the user's row lock, so simultaneous requests make one. Audited.
 */
export async function requestDataExport(
  db: Database,
  userId: string,
  now: Date = new Date(),
): Promise<DataExport> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const since = new Date(now.getTime() - dataExportIntervalHours * hourMs);
    const [recent] = await tx
      .select({ requestedAt: dataExportRequests.requestedAt })
      .from(dataExportRequests)
      .where(and(eq(dataExportRequests.userId, userId), gt(dataExportRequests.requestedAt, since)))
      .limit(1);
    if (recent) {
      throw new AppError(
        'DATA_EXPORT_TOO_SOON',
        'Você já pediu uma cópia dos seus dados nas últimas 24 horas. Tente novamente mais tarde.',
      );
    }
    const [row] = await tx.insert(dataExportRequests).values({ userId, requestedAt: now }).returning();
    await recordAudit(tx, {
      actorUserId: userId,
      action: 'DATA_EXPORT_REQUESTED',
      entityType: 'user',
      entityId: userId,
      before: null,
      after: { requestId: row!.id },
    });
    return view(row!);
  });
}

const toJson = (rows: unknown[]) =>
  Buffer.from(
    JSON.stringify(rows, (_key, value) => (typeof value === 'bigint' ? value.toString() : value), 2),
    'utf8',
  );

/** Every row about the person, by file name, without the omitted columns. */
export async function collectPersonalData(
  db: Database,
  ids: { userId: string; buyerId: string | null },
): Promise<Record<string, Record<string, unknown>[]>> {
  const data: Record<string, Record<string, unknown>[]> = {};
  for (const entry of exportedTables) {
    const columns = getTableColumns(entry.table) as Record<string, PgColumn>;
    const conditions: SQL[] = [];
    for (const [name, subject] of Object.entries(entry.match)) {
      const value = subject === 'user' ? ids.userId : ids.buyerId;
      const column = columns[name];
      if (!column) throw new Error(`export: ${entry.file} has no column ${name}`);
      if (value) conditions.push(eq(column, value));
    }
    if (conditions.length === 0) {
      data[entry.file] = [];
      continue;
    }
    const rows = (await db
      .select()
      .from(entry.table)
      .where(or(...conditions))) as Record<string, unknown>[];
    data[entry.file] = rows.map((row) => {
      const copy = { ...row };
      for (const omitted of entry.omit ?? []) delete copy[omitted];
      return copy;
    });
  }
  return data;
}

/** The files the person sent: identity documents of their applications and payment receipts. */
async function personalFiles(db: Database, ids: { userId: string; buyerId: string | null }) {
  const documents = await db
    .select({
      id: buyerApplicationDocuments.id,
      key: buyerApplicationDocuments.storageKey,
      fileName: buyerApplicationDocuments.fileName,
    })
    .from(buyerApplicationDocuments)
    .innerJoin(buyerApplications, eq(buyerApplications.id, buyerApplicationDocuments.applicationId))
    .where(eq(buyerApplications.userId, ids.userId));
  const receipts = ids.buyerId
    ? await db
        .select({
          id: paymentReceipts.id,
          key: paymentReceipts.storageKey,
          fileName: paymentReceipts.fileName,
        })
        .from(paymentReceipts)
        .innerJoin(paymentIntents, eq(paymentIntents.id, paymentReceipts.intentId))
        .where(eq(paymentIntents.buyerId, ids.buyerId))
    : [];
  const safe = (name: string) => name.replace(/[^\w.-]/g, '_').slice(-100);
  return [
    ...documents.map((file) => ({ key: file.key, path: `documentos/${file.id}-${safe(file.fileName)}` })),
    ...receipts.map((file) => ({ key: file.key, path: `comprovantes/${file.id}-${safe(file.fileName)}` })),
  ];
}

export interface DataExportDeps {
  db: Database;
  storage: ObjectStorage;
  config: Pick<AppConfig, 'API_PUBLIC_URL' | 'FILES_URL_TTL_SECONDS' | 'filesSigningSecret' | 'WEB_ORIGIN'>;
}

/**
 * Builds the ZIP of one PENDING request, stores it privately and e-mails a signed link that expires. The
 * request turns READY in the same transaction that queues the e-mail; a run after a crash rebuilds the
 * ZIP under the same key (replacing a partial one) and a run on a READY request does nothing. Answers
 * the outbox ids of the e-mail, or [] when the request was not pending.
 */
export async function buildDataExport(deps: DataExportDeps, requestId: string, now: Date = new Date()) {
  const [request] = await deps.db
    .select()
    .from(dataExportRequests)
    .where(and(eq(dataExportRequests.id, requestId), eq(dataExportRequests.status, 'PENDING')));
  if (!request) return [];
  const [user] = await deps.db.select().from(users).where(eq(users.id, request.userId));
  if (!user) return [];
  const ids = { userId: user.id, buyerId: user.buyerId };
  const data = await collectPersonalData(deps.db, ids);
  const zip = new ZipFile();
  zip.addBuffer(
    Buffer.from(
      'Cópia dos seus dados pessoais na Circula (LGPD, art. 18).\n' +
        `Gerada em ${now.toISOString()} (UTC).\n\n` +
        'dados/: um arquivo JSON por assunto, com todos os registros sobre você.\n' +
        'documentos/ e comprovantes/: os arquivos que você enviou.\n',
      'utf8',
    ),
    'LEIA-ME.txt',
  );
  for (const [file, rows] of Object.entries(data)) zip.addBuffer(toJson(rows), `dados/${file}.json`);
  for (const file of await personalFiles(deps.db, ids)) {
    const stored = await deps.storage.get(file.key);
    if (stored) zip.addReadStream(stored.body, file.path);
  }
  zip.end();
  const key = `data-exports/${user.id}/${request.id}`;
  const body = new PassThrough();
  zip.outputStream.pipe(body);
  await deps.storage.put(key, body, 'application/zip');

  const expiresAt = new Date(now.getTime() + dataExportLinkDays * 24 * hourMs);
  const link = createFileLink(
    { ...deps.config, FILES_URL_TTL_SECONDS: dataExportLinkDays * 24 * 60 * 60 },
    { key, contentType: 'application/zip', fileName: 'circula-meus-dados.zip' },
    now,
  );
  return deps.db.transaction(async (tx) => {
    const [ready] = await tx
      .update(dataExportRequests)
      .set({ status: 'READY', storageKey: key, readyAt: now, expiresAt })
      .where(and(eq(dataExportRequests.id, request.id), eq(dataExportRequests.status, 'PENDING')))
      .returning({ id: dataExportRequests.id });
    if (!ready) return [];
    return queueEmails(tx, [
      {
        to: user.email,
        ...(await renderEmail(
          'DATA_EXPORT_READY',
          { name: user.name, link: link.url, days: dataExportLinkDays },
          deps.config.WEB_ORIGIN,
        )),
      },
    ]);
  });
}

/**
 * The export job's sweep: builds every pending request (also those a crash left behind) and removes the
 * ZIPs whose link has expired. Answers the outbox ids of the e-mails.
 */
export async function sweepDataExports(deps: DataExportDeps, now: Date = new Date()): Promise<string[]> {
  const pending = await deps.db
    .select({ id: dataExportRequests.id })
    .from(dataExportRequests)
    .where(eq(dataExportRequests.status, 'PENDING'))
    .limit(50);
  const emailIds: string[] = [];
  for (const { id } of pending) emailIds.push(...(await buildDataExport(deps, id, now)));
  const expired = await deps.db
    .select({ id: dataExportRequests.id, storageKey: dataExportRequests.storageKey })
    .from(dataExportRequests)
    .where(
      and(
        eq(dataExportRequests.status, 'READY'),
        lte(dataExportRequests.expiresAt, now),
        isNotNull(dataExportRequests.storageKey),
      ),
    )
    .limit(100);
  for (const row of expired) {
    if (row.storageKey) await deps.storage.delete(row.storageKey);
    await deps.db
      .update(dataExportRequests)
      .set({ storageKey: null })
      .where(eq(dataExportRequests.id, row.id));
  }
  return emailIds;
}
