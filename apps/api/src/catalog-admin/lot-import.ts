import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  type CellValue,
  type ImportedLot,
  type JobQueueName,
  type LotImportColumnKey,
  type LotImportJob,
  type LotImportRowCells,
  type LotImportRowError,
  lotImportColumns,
  lotImportKey,
  lotScheduledEnd,
  macroCategories,
  readLotImportRow,
  slugify,
} from '@circula/domain';
import { and, eq, inArray, isNotNull, max, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { recordAudit } from '../audit/record-audit.js';
import { findListingForUpdate } from '../catalog/listings.js';
import { refreshSearchFacetCounts } from '../catalog/search-facet-counts.js';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { assetCategories, listings, lotImportJobs, lots } from '../db/schema/index.js';
import { AppError } from '../shared/errors.js';
import { scanForViruses } from '../storage/accept-private-upload.js';
import { firstWorksheetRows, OversizedSpreadsheetError } from './xlsx-first-sheet.js';

export const lotImportQueue = 'lot-import' satisfies JobQueueName;
/** Rows of one import at most (a 5,000-row file takes seconds; this keeps one import under a minute). */
export const maxImportRows = 20_000;
/** Errors shown in the job status; the .xlsx report has them all. */
const errorsShown = 500;
const progressEvery = 250;
const insertBatch = 500;

type JobRow = typeof lotImportJobs.$inferSelect;

const listingNotFound = () => new AppError('LISTING_NOT_FOUND', 'Evento não encontrado.');
const jobNotFound = () => new AppError('LOT_IMPORT_NOT_FOUND', 'Importação não encontrada.');
const notImportable = () =>
  new AppError(
    'LOT_IMPORT_NOT_ALLOWED',
    'Só é possível importar lotes para eventos em rascunho ou "em breve".',
  );
const notSpreadsheet = (detail: string) =>
  new AppError('LOT_IMPORT_INVALID_FILE', `A planilha não pôde ser lida: ${detail}`);

/** Where an import's file waits for its job (durable: under the data directory, not the temp one). */
export function importFilePath(config: Pick<AppConfig, 'dataDir'>, jobId: string) {
  return path.join(config.dataDir, 'lot-imports', `${jobId}.xlsx`);
}

async function categoriesInForce(db: Database) {
  const rows = await db
    .select({ code: assetCategories.code, name: assetCategories.name, slug: assetCategories.slug })
    .from(assetCategories);
  return rows.length > 0 ? rows : [...macroCategories];
}

/** The template: the columns in pt-BR, one example row and a list of the categories to pick from. */
export async function buildLotImportTemplate(db: Database): Promise<Buffer> {
  const categories = await categoriesInForce(db);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Lotes');
  sheet.columns = lotImportColumns.map((column) => ({
    header: column.required ? `${column.header} *` : column.header,
    key: column.key,
    width: column.key === 'description' || column.key === 'title' ? 40 : 22,
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow({
    reference: 'LOTE-001',
    title: 'Mesa de reunião em madeira, 8 lugares',
    description: 'Bom estado. Retirada no local.',
    category: categories.find((category) => category.code === 'MOVEIS_ESCRITORIO')?.name ?? 'Outros',
    estimatedValue: 'R$ 1.500,00',
    startingBid: 'R$ 300,00',
    increment: 'R$ 20,00',
    reserve: '',
    quantity: 1,
    unitPrice: '',
    endsAt: '',
  });
  const list = workbook.addWorksheet('Categorias');
  for (const category of categories) list.addRow([category.name]);
  list.state = 'hidden';
  const categoryColumn = lotImportColumns.findIndex((column) => column.key === 'category') + 1;
  for (let row = 2; row <= 5_001; row += 1) {
    sheet.getCell(row, categoryColumn).dataValidation = {
      type: 'list',
      allowBlank: true,
      formulae: [`Categorias!$A$1:$A$${categories.length}`],
      showErrorMessage: true,
      errorTitle: 'Categoria',
      error: 'Escolha uma das categorias da lista.',
    };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The error report of an import as .xlsx: row, column and what is wrong. */
export async function buildLotImportErrorReport(errors: LotImportRowError[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Erros');
  sheet.columns = [
    { header: 'Linha', key: 'row', width: 10 },
    { header: 'Coluna', key: 'column', width: 32 },
    { header: 'Problema', key: 'message', width: 80 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const error of errors) sheet.addRow(error);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A cell's value as the row reader wants it: text, number, date or empty (formulas by their result). */
function cellValue(value: ExcelJS.CellValue): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value;
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('result' in value) return cellValue(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    if ('error' in value) return null;
  }
  return String(value);
}

const headerKey = (text: string) => slugify(text.replace(/\*/g, '').trim());
const keysByHeader = new Map<string, LotImportColumnKey>(
  lotImportColumns.map((column) => [headerKey(column.header), column.key]),
);
for (const column of lotImportColumns) {
  // 'Avaliação' or 'Encerramento' alone also name their column.
  keysByHeader.set(headerKey(column.header.replace(/\s*\(.*\)$/, '')), column.key);
}

/** Which template column each spreadsheet column is, from the header row; throws when one is missing. */
function columnsOfHeader(values: CellValue[]): Map<number, LotImportColumnKey> {
  const columns = new Map<number, LotImportColumnKey>();
  values.forEach((value, index) => {
    if (typeof value !== 'string') return;
    const key = keysByHeader.get(headerKey(value));
    if (key) columns.set(index, key);
  });
  const found = new Set(columns.values());
  const missing = lotImportColumns.filter((column) => column.required && !found.has(column.key));
  if (missing.length > 0) {
    throw notSpreadsheet(
      `falta a coluna ${missing.map((column) => `"${column.header}"`).join(', ')} na primeira linha. Use o modelo.`,
    );
  }
  return columns;
}

interface SheetRow {
  number: number;
  cells: LotImportRowCells;
}

/**
 * Streams the first worksheet of an .xlsx (rows are parsed as they are inflated, never the whole sheet in
 * memory); the header row gives the columns, each other row is handed to onRow.
 */
async function readSheet(
  file: string,
  onRow: (row: SheetRow) => Promise<void> | void,
  options: { headerOnly?: boolean } = {},
) {
  let columns: Map<number, LotImportColumnKey> | null = null;
  try {
    for await (const row of firstWorksheetRows(file)) {
      const values = (row.values as ExcelJS.CellValue[]).map(cellValue);
      if (!columns) {
        if (row.number !== 1) throw notSpreadsheet('a primeira linha deve ter os títulos das colunas.');
        columns = columnsOfHeader(values.slice(1));
        if (options.headerOnly) return;
        continue;
      }
      const cells: LotImportRowCells = {};
      let empty = true;
      for (const [index, key] of columns) {
        const value = values[index + 1];
        if (value !== null && value !== undefined && !(typeof value === 'string' && value.trim() === '')) {
          empty = false;
        }
        cells[key] = value;
      }
      if (!empty) await onRow({ number: row.number, cells });
    }
  } catch (error) {
    if (error instanceof OversizedSpreadsheetError) {
      throw notSpreadsheet('ela fica grande demais depois de descompactada. Divida o arquivo.');
    }
    throw error;
  }
  if (!columns) throw notSpreadsheet('ela não tem nenhuma linha. Use o modelo.');
}

async function isZip(file: string) {
  const handle = await open(file, 'r');
  try {
    const { buffer } = await handle.read(Buffer.alloc(4), 0, 4, 0);
    return buffer.equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  } finally {
    await handle.close();
  }
}

/** A listing still taking an import (DRAFT or TEASER), or the refusal. */
export async function checkLotImportAllowed(db: Database, listingId: string) {
  const [listing] = await db
    .select({ id: listings.id, status: listings.status })
    .from(listings)
    .where(eq(listings.id, listingId));
  if (!listing) throw listingNotFound();
  if (!['DRAFT', 'TEASER'].includes(listing.status)) throw notImportable();
}

export interface ReceivedSpreadsheet {
  tempPath: string;
  fileName: string;
  importValidRows: boolean;
}

/**
 * Reads the multipart upload (field "file", and an optional field "importValidRows" before it) into a
 * temporary file, refusing anything over maxBytes, anything that is not a real .xlsx (extension, ZIP
 * signature, a readable first sheet with the template's columns) and what the virus scanner refuses.
 */
export async function receiveSpreadsheet(
  request: FastifyRequest,
  options: { maxBytes: number; tempDir: string; config: AppConfig; log: FastifyBaseLogger },
): Promise<ReceivedSpreadsheet> {
  if (!request.isMultipart()) {
    throw new AppError(
      'FILE_REQUIRED',
      'Envie a planilha no campo "file" de um formulário multipart/form-data.',
    );
  }
  await mkdir(options.tempDir, { recursive: true, mode: 0o700 });
  const tempPath = path.join(options.tempDir, `lot-import-${randomUUID()}.xlsx`);
  let fileName: string | null = null;
  let importValidRows = false;
  try {
    for await (const part of request.parts({ limits: { fileSize: options.maxBytes, files: 1, fields: 3 } })) {
      if (part.type === 'field') {
        if (part.fieldname === 'importValidRows') importValidRows = String(part.value) === 'true';
        continue;
      }
      if (part.fieldname !== 'file' || fileName !== null) {
        part.file.resume();
        continue;
      }
      fileName = (part.filename || 'planilha.xlsx').slice(0, 200);
      await pipeline(part.file, createWriteStream(tempPath, { mode: 0o600 }));
      if (part.file.truncated) throw tooLarge(options.maxBytes);
    }
    if (fileName === null) throw new AppError('FILE_REQUIRED', 'Envie a planilha no campo "file".');
    const { size } = await stat(tempPath);
    if (size === 0) throw new AppError('FILE_REQUIRED', 'O arquivo enviado está vazio.');
    if (!fileName.toLowerCase().endsWith('.xlsx') || !(await isZip(tempPath))) {
      throw new AppError(
        'UNSUPPORTED_FILE_TYPE',
        'Envie uma planilha do Excel (.xlsx). Arquivos .xls, .csv ou de outros tipos não são aceitos; use o modelo.',
      );
    }
    try {
      await readSheet(tempPath, () => undefined, { headerOnly: true });
    } catch (error) {
      if (error instanceof AppError) throw error;
      options.log.warn(
        { reason: error instanceof Error ? `${error.name}: ${error.message}` : String(error) },
        'lot import spreadsheet unreadable',
      );
      throw notSpreadsheet('o arquivo está corrompido ou não é uma planilha .xlsx válida.');
    }
    await scanForViruses(tempPath, options);
    return { tempPath, fileName, importValidRows };
  } catch (error) {
    await rm(tempPath, { force: true });
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(options.maxBytes);
    throw error;
  }
}

const tooLarge = (maxBytes: number) =>
  new AppError(
    'FILE_TOO_LARGE',
    `A planilha é grande demais. O limite é de ${(maxBytes / (1024 * 1024)).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB.`,
  );

/** Creates the QUEUED job and keeps its file where the job will find it (even after a restart). */
export async function createLotImportJob(
  db: Database,
  config: Pick<AppConfig, 'dataDir'>,
  input: { listingId: string; actorUserId: string; upload: ReceivedSpreadsheet },
): Promise<JobRow> {
  const [job] = await db
    .insert(lotImportJobs)
    .values({
      listingId: input.listingId,
      createdBy: input.actorUserId,
      fileName: input.upload.fileName,
      importValidRows: input.upload.importValidRows,
    })
    .returning();
  const target = importFilePath(config, job!.id);
  await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
  await rename(input.upload.tempPath, target);
  return job!;
}

/**
 * "importar as linhas válidas" after a report: the same file runs again, now leaving out the rows with
 * errors. Only for a finished import that imported nothing because of errors.
 */
export async function confirmValidRows(db: Database, jobId: string, actorUserId: string) {
  const [job] = await db
    .update(lotImportJobs)
    .set({
      status: 'QUEUED',
      importValidRows: true,
      rowsRead: 0,
      totalRows: null,
      errorCount: 0,
      errors: [],
      finishedAt: null,
    })
    .where(
      and(
        eq(lotImportJobs.id, jobId),
        eq(lotImportJobs.status, 'PROCESSED'),
        eq(lotImportJobs.importValidRows, false),
        eq(lotImportJobs.importedCount, 0),
        sql`${lotImportJobs.errorCount} > 0`,
      ),
    )
    .returning();
  if (!job) {
    const existing = await findJob(db, jobId);
    if (!existing) throw jobNotFound();
    throw new AppError(
      'LOT_IMPORT_NOT_CONFIRMABLE',
      'Esta importação não está esperando confirmação: só uma importação concluída com erros e sem lotes importados pode importar as linhas válidas.',
    );
  }
  await recordAudit(db, {
    actorUserId,
    action: 'LOT_IMPORT_VALID_ROWS_CONFIRMED',
    entityType: 'listing',
    entityId: job.listingId,
    before: null,
    after: { jobId },
  });
  return job;
}

export async function findJob(db: Database, jobId: string) {
  const [job] = await db.select().from(lotImportJobs).where(eq(lotImportJobs.id, jobId));
  return job;
}

export async function getJobOrThrow(db: Database, jobId: string) {
  const job = await findJob(db, jobId);
  if (!job) throw jobNotFound();
  return job;
}

export function jobView(job: JobRow): LotImportJob {
  return {
    id: job.id,
    listingId: job.listingId,
    status: job.status,
    fileName: job.fileName,
    importValidRows: job.importValidRows,
    totalRows: job.totalRows,
    rowsRead: job.rowsRead,
    importedCount: job.importedCount,
    duplicateCount: job.duplicateCount,
    errorCount: job.errorCount,
    errors: job.errors.slice(0, errorsShown),
    failureMessage: job.failureMessage,
    createdAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
  };
}

/**
 * The job: reads the file (progress written every few hundred rows), then either records the report and
 * imports nothing (errors, and the user did not choose to import the valid rows) or inserts every new lot in
 * one transaction under the Event's lock, skipping rows already imported (decision 191). Running it again
 * after a crash is safe: the claim takes QUEUED or an interrupted PROCESSING job, and the import is all or
 * nothing.
 */
export async function processLotImport(
  db: Database,
  config: Pick<AppConfig, 'dataDir'>,
  jobId: string,
  log?: FastifyBaseLogger,
): Promise<JobRow | undefined> {
  const [job] = await db
    .update(lotImportJobs)
    .set({
      status: 'PROCESSING',
      rowsRead: 0,
      errorCount: 0,
      errors: [],
      importedCount: 0,
      duplicateCount: 0,
    })
    .where(and(eq(lotImportJobs.id, jobId), inArray(lotImportJobs.status, ['QUEUED', 'PROCESSING'])))
    .returning();
  if (!job) return findJob(db, jobId);
  const file = importFilePath(config, job.id);
  try {
    const [listing] = await db.select().from(listings).where(eq(listings.id, job.listingId));
    if (!listing) throw listingNotFound();
    const categories = await categoriesInForce(db);
    const errors: LotImportRowError[] = [];
    const read: { row: number; lot: ImportedLot }[] = [];
    let rowsRead = 0;
    await readSheet(file, async ({ number, cells }) => {
      rowsRead += 1;
      if (rowsRead > maxImportRows) {
        throw notSpreadsheet(
          `ela tem mais de ${maxImportRows.toLocaleString('pt-BR')} linhas. Divida o arquivo.`,
        );
      }
      const result = readLotImportRow(number, cells, {
        listingType: listing.type,
        categories,
        eventStartsAt: listing.startsAt,
      });
      if (result.lot) read.push({ row: number, lot: result.lot });
      else errors.push(...result.errors);
      if (rowsRead % progressEvery === 0) {
        await db
          .update(lotImportJobs)
          .set({ rowsRead, errorCount: new Set(errors.map((error) => error.row)).size })
          .where(eq(lotImportJobs.id, job.id));
      }
    });
    const rowsWithErrors = new Set(errors.map((error) => error.row)).size;
    const counts = { totalRows: rowsRead, rowsRead, errorCount: rowsWithErrors, errors };
    if (rowsRead === 0) throw notSpreadsheet('ela não tem nenhum lote abaixo dos títulos.');
    if (errors.length > 0 && !job.importValidRows) {
      const [done] = await db
        .update(lotImportJobs)
        .set({ ...counts, status: 'PROCESSED', importedCount: 0, duplicateCount: 0, finishedAt: new Date() })
        .where(eq(lotImportJobs.id, job.id))
        .returning();
      return done;
    }
    const done = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const locked = await findListingForUpdate(tx, job.listingId);
      if (!locked) throw listingNotFound();
      if (!['DRAFT', 'TEASER'].includes(locked.status)) throw notImportable();
      const existing = await tx
        .select({ key: lots.importKey })
        .from(lots)
        .where(and(eq(lots.listingId, locked.id), isNotNull(lots.importKey)));
      const seen = new Set(existing.map((row) => row.key));
      const fresh: { row: number; lot: ImportedLot; key: string }[] = [];
      let duplicateCount = 0;
      for (const entry of read) {
        const key = lotImportKey(entry.lot);
        if (seen.has(key)) duplicateCount += 1;
        else {
          seen.add(key);
          fresh.push({ ...entry, key });
        }
      }
      const [last] = await tx
        .select({ number: max(lots.number) })
        .from(lots)
        .where(eq(lots.listingId, locked.id));
      let number = last?.number ?? 0;
      for (let start = 0; start < fresh.length; start += insertBatch) {
        await tx.insert(lots).values(
          fresh.slice(start, start + insertBatch).map(({ lot, key }) => {
            number += 1;
            return {
              listingId: locked.id,
              number,
              title: lot.title,
              description: lot.description,
              macroCategory: lot.macroCategory,
              estimatedValueCents: lot.estimatedValueCents,
              startingBidCents: lot.startingBidCents,
              incrementCents: lot.incrementCents,
              reserveCents: lot.reserveCents,
              quantity: lot.quantity,
              unitPriceCents: lot.unitPriceCents,
              city: locked.city,
              state: locked.state,
              scheduledEndAt:
                lot.endsAt ?? lotScheduledEnd(locked.scheduledEndAt, number, locked.closingIntervalSeconds),
              importKey: key,
            };
          }),
        );
      }
      await recordAudit(tx, {
        actorUserId: job.createdBy,
        action: 'LOTS_IMPORTED',
        entityType: 'listing',
        entityId: locked.id,
        before: null,
        after: {
          jobId: job.id,
          imported: fresh.length,
          duplicates: duplicateCount,
          rowsWithErrors,
        },
      });
      const [finished] = await tx
        .update(lotImportJobs)
        .set({
          ...counts,
          status: 'PROCESSED',
          importedCount: fresh.length,
          duplicateCount,
          finishedAt: new Date(),
        })
        .where(eq(lotImportJobs.id, job.id))
        .returning();
      return finished;
    });
    await rm(file, { force: true });
    return done;
  } catch (error) {
    if (!(error instanceof AppError)) log?.error({ err: error, jobId }, 'lot import failed');
    const message =
      error instanceof AppError
        ? error.message
        : 'A planilha não pôde ser lida: o arquivo está corrompido ou não é uma planilha .xlsx válida.';
    const [failed] = await db
      .update(lotImportJobs)
      .set({ status: 'FAILED', failureMessage: message, finishedAt: new Date() })
      .where(eq(lotImportJobs.id, job.id))
      .returning();
    await rm(file, { force: true });
    return failed;
  }
}

export async function queueLotImport(app: FastifyInstance, jobId: string) {
  if (!app.deps.config.JOBS_ENABLED) return;
  await app.deps.jobs.send(lotImportQueue, { jobId }, { singletonKey: `${jobId}:${Date.now()}` });
}

/** The durable worker (pg-boss): a job queued before a restart runs after it. */
export async function startLotImportJobs(app: FastifyInstance): Promise<void> {
  const { jobs } = app.deps;
  await jobs.createQueue(lotImportQueue);
  await jobs.work<{ jobId: string }>(
    lotImportQueue,
    { pollingIntervalSeconds: 1, batchSize: 1 },
    async (batch) => {
      for (const job of batch) {
        const done = await processLotImport(app.deps.database.db, app.deps.config, job.data.jobId, app.log);
        // Lots imported into an announced Event are searchable at once: each is a change searches add to
        // the facet counts until they are computed again, which is done now rather than at the next turn
        // (the job is already reported done).
        if (done?.status === 'PROCESSED' && done.importedCount > 0) {
          await refreshSearchFacetCounts(app.deps.database.db).catch((error: unknown) =>
            app.log.error({ err: error }, 'search facet counts failed'),
          );
        }
      }
    },
  );
}
