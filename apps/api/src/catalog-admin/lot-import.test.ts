import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { makeListing } from '../../test/factories.js';
import { createTestApp } from '../../test/helpers.js';
import { lotSheet, sheetLotEnd } from '../../test/lot-import-sheets.js';
import { zipInOrder, zipParts } from '../../test/xlsx-parts.js';
import { makeDataDir, multipartFile, pdfBytes, signedInStaff } from '../buyers/buyer-test-factories.js';
import { lots } from '../db/schema/index.js';

const { app, db } = await createTestApp({
  AUTH_RATE_LIMIT_MAX: '1000',
  RATE_LIMIT_MAX: '100000',
  DATA_DIR: makeDataDir(),
  JOBS_ENABLED: 'true',
});
await app.ready();
const cataloguer = await signedInStaff(app, db, 'CIRCULA_CATALOGGER', 1);
const reader = await signedInStaff(app, db, 'CIRCULA_CATALOGGER', 0);
type Who = { headers: Record<string, string> };

function upload(who: Who, listingId: string, fileName: string, content: Buffer, importValidRows = false) {
  const body = multipartFile(fileName, content);
  const payload = importValidRows
    ? Buffer.concat([
        Buffer.from(
          `--${body.headers['content-type'].split('boundary=')[1]}\r\nContent-Disposition: form-data; name="importValidRows"\r\n\r\ntrue\r\n`,
        ),
        body.payload,
      ])
    : body.payload;
  return app.inject({
    method: 'POST',
    url: `/backoffice/listings/${listingId}/lot-imports`,
    headers: { ...who.headers, ...body.headers },
    payload,
  });
}

async function finished(jobId: string) {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const response = await app.inject({
      method: 'GET',
      url: `/backoffice/lot-imports/${jobId}`,
      headers: cataloguer.headers,
    });
    expect(response.statusCode).toBe(200);
    const job = response.json();
    if (['PROCESSED', 'FAILED'].includes(job.status) || Date.now() > deadline) return job;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const lotCount = async (listingId: string) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(lots).where(eq(lots.listingId, listingId)))[0]!.n;

async function readXlsx(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook;
}

describe('lot import template', () => {
  it('is an .xlsx with the pt-BR columns, an example row and the category list', async () => {
    const listing = await makeListing(db, { status: 'DRAFT' });
    const response = await app.inject({
      method: 'GET',
      url: `/backoffice/listings/${listing.id}/lot-import/template`,
      headers: cataloguer.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml.sheet');
    const workbook = await readXlsx(response.rawPayload);
    const sheet = workbook.getWorksheet('Lotes')!;
    expect((sheet.getRow(1).values as string[]).slice(1, 5)).toEqual([
      'Referência',
      'Título *',
      'Descrição',
      'Categoria *',
    ]);
    expect(sheet.getCell('D2').value).toBe('Móveis de Escritório');
    expect(sheet.getCell('D3').dataValidation).toMatchObject({
      type: 'list',
      formulae: ['Categorias!$A$1:$A$12'],
    });
    expect(workbook.getWorksheet('Categorias')!.rowCount).toBe(12);
    // The downloaded template, example row kept, imports as it is.
    const job = await upload(cataloguer, listing.id, 'modelo.xlsx', response.rawPayload);
    expect(job.statusCode).toBe(202);
    expect(await finished(job.json().jobId)).toMatchObject({
      status: 'PROCESSED',
      importedCount: 1,
      errorCount: 0,
    });
  });

  it('is refused to a catalogue reader (level 0)', async () => {
    const listing = await makeListing(db, { status: 'DRAFT' });
    const response = await app.inject({
      method: 'GET',
      url: `/backoffice/listings/${listing.id}/lot-import/template`,
      headers: reader.headers,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('a 5,000-row import with 50 broken rows', () => {
  it('reports each broken row and column, imports nothing, then the valid rows exactly, and never twice', async () => {
    // Starting tomorrow: the opening sweep leaves it a TEASER while the import runs.
    const startsAt = new Date(Date.now() + 86_400_000);
    const listing = await makeListing(db, {
      status: 'TEASER',
      startsAt,
      scheduledEndAt: new Date(startsAt.getTime() + 86_400_000),
    });
    const { buffer, brokenRows } = await lotSheet({ rows: 5_000, broken: 50 });
    expect(brokenRows).toHaveLength(50);

    const accepted = await upload(cataloguer, listing.id, 'lotes.xlsx', buffer);
    expect(accepted.statusCode).toBe(202);
    expect(accepted.json().status).toBe('QUEUED');
    const report = await finished(accepted.json().jobId);
    expect(report).toMatchObject({
      status: 'PROCESSED',
      totalRows: 5_000,
      rowsRead: 5_000,
      errorCount: 50,
      importedCount: 0,
    });
    const reported = report.errors.map((error: { row: number; column: string }) => ({
      row: error.row,
      column: error.column,
    }));
    expect(reported).toEqual(brokenRows);
    expect(report.errors[1].message).toBe(
      'Categoria "Barcos e lanchas" não existe. Use uma das 12 categorias.',
    );
    expect(await lotCount(listing.id)).toBe(0);

    const download = await app.inject({
      method: 'GET',
      url: `/backoffice/lot-imports/${report.id}/errors.xlsx`,
      headers: cataloguer.headers,
    });
    expect(download.statusCode).toBe(200);
    const errorsSheet = (await readXlsx(download.rawPayload)).getWorksheet('Erros')!;
    expect(errorsSheet.rowCount).toBe(51);
    expect(errorsSheet.getRow(1).values).toEqual([undefined, 'Linha', 'Coluna', 'Problema']);
    expect(errorsSheet.getRow(2).values).toEqual([
      undefined,
      brokenRows[0]!.row,
      'Título',
      'Informe o título do lote.',
    ]);

    const confirmed = await app.inject({
      method: 'POST',
      url: `/backoffice/lot-imports/${report.id}/import-valid-rows`,
      headers: cataloguer.headers,
    });
    expect(confirmed.statusCode).toBe(202);
    const imported = await finished(report.id);
    expect(imported).toMatchObject({
      status: 'PROCESSED',
      importedCount: 4_950,
      duplicateCount: 0,
      errorCount: 50,
    });
    expect(await lotCount(listing.id)).toBe(4_950);
    const [first] = await db.select().from(lots).where(eq(lots.importKey, 'ref:lt-1'));
    expect(first).toMatchObject({
      number: 1,
      title: 'Lote importado 1',
      macroCategory: 'MOVEIS_ESCRITORIO',
      startingBidCents: 150,
      incrementCents: 1_000,
    });
    expect(first!.scheduledEndAt!.toISOString()).toBe(sheetLotEnd.at.toISOString());
    const [second] = await db.select().from(lots).where(eq(lots.importKey, 'ref:lt-2'));
    expect(second).toMatchObject({ number: 2, macroCategory: 'INFORMATICA', startingBidCents: 250 });
    expect(second!.scheduledEndAt!.toISOString()).toBe(sheetLotEnd.at.toISOString());
    const again = await app.inject({
      method: 'POST',
      url: `/backoffice/lot-imports/${report.id}/import-valid-rows`,
      headers: cataloguer.headers,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('LOT_IMPORT_NOT_CONFIRMABLE');

    // The same file again, valid rows chosen at upload: every row is already there.
    const reimport = await upload(cataloguer, listing.id, 'lotes.xlsx', buffer, true);
    expect(reimport.statusCode).toBe(202);
    expect(await finished(reimport.json().jobId)).toMatchObject({
      status: 'PROCESSED',
      importedCount: 0,
      duplicateCount: 4_950,
    });
    expect(await lotCount(listing.id)).toBe(4_950);
  }, 240_000);
});

describe('imports at the same time', () => {
  it('two uploads of one file at once import its lots once', async () => {
    const listing = await makeListing(db, { status: 'DRAFT' });
    const { buffer } = await lotSheet({ rows: 40, broken: 0, prefix: 'PAR' });
    const [a, b] = await Promise.all([
      upload(cataloguer, listing.id, 'a.xlsx', buffer),
      upload(cataloguer, listing.id, 'b.xlsx', buffer),
    ]);
    const jobs = await Promise.all([finished(a.json().jobId), finished(b.json().jobId)]);
    expect(jobs.map((job) => job.importedCount).sort()).toEqual([0, 40]);
    expect(jobs.map((job) => job.duplicateCount).sort()).toEqual([0, 40]);
    expect(await lotCount(listing.id)).toBe(40);
    const numbers = await db.select({ number: lots.number }).from(lots).where(eq(lots.listingId, listing.id));
    expect(numbers.map((row) => row.number).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 40 }, (_, index) => index + 1),
    );
  }, 60_000);
});

describe('a spreadsheet whose parts are stored in another order', () => {
  it('imports the same lots when the workbook part comes after the sheet', async () => {
    const listing = await makeListing(db, { status: 'DRAFT' });
    const { buffer } = await lotSheet({ rows: 30, broken: 0, prefix: 'ORD' });
    // Written again by exceljs's own writer, which keeps the text in a shared-strings part.
    const rewritten = Buffer.from(await (await readXlsx(buffer)).xlsx.writeBuffer());
    // Relationships and shared strings first, then the sheet, the workbook last: a streaming reader that
    // parses each part as it passes meets the sheet before it knows the workbook.
    const reordered = await zipInOrder(await zipParts(rewritten), [
      'xl/_rels/workbook.xml.rels',
      'xl/sharedStrings.xml',
      'xl/styles.xml',
      'xl/worksheets/sheet1.xml',
      'xl/workbook.xml',
    ]);
    const accepted = await upload(cataloguer, listing.id, 'lotes.xlsx', reordered);
    expect(accepted.statusCode).toBe(202);
    const job = await finished(accepted.json().jobId);
    expect(job).toMatchObject({ status: 'PROCESSED', rowsRead: 30, errorCount: 0, importedCount: 30 });
    expect(await lotCount(listing.id)).toBe(30);
  });
});

describe('files that are not a lot spreadsheet', () => {
  it('are refused with a pt-BR message and a code, creating no job', async () => {
    const listing = await makeListing(db, { status: 'DRAFT' });
    const notXlsx = await upload(
      cataloguer,
      listing.id,
      'lotes.xlsx',
      Buffer.from('Título;Categoria\nMesa;Outros\n'),
    );
    expect(notXlsx.statusCode).toBe(415);
    expect(notXlsx.json()).toMatchObject({ code: 'UNSUPPORTED_FILE_TYPE' });
    expect(notXlsx.json().message).toContain('.xlsx');

    const pdf = await upload(cataloguer, listing.id, 'lotes.pdf', pdfBytes());
    expect(pdf.statusCode).toBe(415);

    const unreadable = (response: Awaited<ReturnType<typeof upload>>, detail: string) => {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(
        expect.objectContaining({
          code: 'LOT_IMPORT_INVALID_FILE',
          message: `A planilha não pôde ser lida: ${detail}`,
        }),
      );
    };

    const brokenZip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(500, 7)]);
    unreadable(
      await upload(cataloguer, listing.id, 'lotes.xlsx', brokenZip),
      'o arquivo está corrompido ou não é uma planilha .xlsx válida.',
    );

    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Lotes').addRow(['Nome', 'Preço']);
    unreadable(
      await upload(cataloguer, listing.id, 'lotes.xlsx', Buffer.from(await workbook.xlsx.writeBuffer())),
      'falta a coluna "Título", "Categoria" na primeira linha. Use o modelo.',
    );

    // A few dozen KiB that inflate to 65 MiB of shared strings: refused before they are inflated.
    const bomb = await zipParts(Buffer.from(await workbook.xlsx.writeBuffer()));
    bomb.set('xl/sharedStrings.xml', Buffer.alloc(65 * 1024 * 1024, 0x20));
    unreadable(
      await upload(cataloguer, listing.id, 'lotes.xlsx', await zipInOrder(bomb, [])),
      'ela fica grande demais depois de descompactada. Divida o arquivo.',
    );
  });

  it('and an Event already open takes no import', async () => {
    const listing = await makeListing(db, { status: 'OPEN' });
    const { buffer } = await lotSheet({ rows: 2, broken: 0 });
    const response = await upload(cataloguer, listing.id, 'lotes.xlsx', buffer);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('LOT_IMPORT_NOT_ALLOWED');
  });
});
