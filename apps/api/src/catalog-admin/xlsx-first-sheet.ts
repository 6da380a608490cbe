import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import yauzl from 'yauzl';

/**
 * The rows of an .xlsx file's first worksheet, read through the ZIP's central directory (decision 271).
 *
 * exceljs's streaming `WorkbookReader` walks the ZIP in one pass in stored order, and the files exceljs
 * itself writes (our template among them) store the worksheets first and `xl/workbook.xml` last; that pass
 * intermittently loses the last entry and the sheet then fails to parse (exceljs#3064). Here every part is
 * addressed by name: the workbook's relationships, the workbook, the shared strings and the styles are
 * parsed first, then the first sheet of the workbook's own order is inflated and parsed as it streams, so
 * the sheet is never held in memory whole. Parsing still goes through exceljs's reader (cell types, dates,
 * shared and rich strings); only the order in which it is fed the parts is ours.
 */

/**
 * The largest size a part may declare. The first four are kept whole in memory; the sheet is parsed as it
 * inflates, and its bound keeps one endless cell or row (a few MB that inflate to gigabytes) from doing so.
 */
const limits = {
  worksheet: 256 * 1024 * 1024,
  relationships: 1024 * 1024,
  workbook: 4 * 1024 * 1024,
  styles: 16 * 1024 * 1024,
  sharedStrings: 64 * 1024 * 1024,
} as const;
/** Entries a spreadsheet may hold (an .xlsx has a dozen or so; this refuses archives built to exhaust). */
const maxEntries = 10_000;

/** A file that is a ZIP but not a readable workbook: the caller answers it as a corrupt spreadsheet. */
export class UnreadableSpreadsheetError extends Error {
  override name = 'UnreadableSpreadsheetError';
}

/** A part larger than the reader takes (`limits`): the file may be valid, but it is too big to read. */
export class OversizedSpreadsheetError extends UnreadableSpreadsheetError {
  override name = 'OversizedSpreadsheetError';
}

interface Relationship {
  Id: string;
  Type?: string;
  Target: string;
}

interface SheetModel {
  rId: string;
  name?: string;
}

/** The steps of exceljs 4.4.0's `WorkbookReader` that `parse()` runs per entry (pinned version). */
interface WorkbookReaderSteps {
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseWorksheet(
    iterator: AsyncIterable<unknown>,
    sheetNo: string,
  ): Generator<{ eventType: string; value: AsyncIterable<ExcelJS.Row> }>;
  workbookRels?: Relationship[];
  model?: { sheets?: SheetModel[] };
}

function openZip(file: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true, autoClose: false, validateEntrySizes: true }, (error, zip) => {
      if (error || !zip) reject(new UnreadableSpreadsheetError(error?.message ?? 'not a ZIP archive'));
      else resolve(zip);
    });
  });
}

/** The central directory's entries by name (only the directory is read: no entry is inflated here). */
function listEntries(zip: yauzl.ZipFile): Promise<Map<string, yauzl.Entry>> {
  return new Promise((resolve, reject) => {
    if (zip.entryCount > maxEntries) {
      reject(new UnreadableSpreadsheetError(`the archive has ${zip.entryCount} entries`));
      return;
    }
    const entries = new Map<string, yauzl.Entry>();
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.set(entry.fileName.replace(/^\/+/, ''), entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', (error: Error) => reject(new UnreadableSpreadsheetError(error.message)));
    zip.readEntry();
  });
}

function openEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Readable> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) reject(new UnreadableSpreadsheetError(error?.message ?? 'unreadable entry'));
      else resolve(stream);
    });
  });
}

/** Where a relationship of `xl/workbook.xml` points, as an entry name. */
function workbookTarget(target: string) {
  if (target.startsWith('/')) return target.slice(1);
  const parts = ['xl'];
  for (const part of target.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

const sheetEntry = /^xl\/worksheets\/sheet(\d+)\.xml$/;

/** The entry of the workbook's first sheet: by the workbook's order, else the lowest-numbered sheet part. */
function firstSheetPath(steps: WorkbookReaderSteps, entries: Map<string, yauzl.Entry>) {
  const first = steps.model?.sheets?.[0];
  const relationship = first && steps.workbookRels?.find((rel) => rel.Id === first.rId);
  if (relationship) {
    const target = workbookTarget(relationship.Target);
    if (entries.has(target)) return target;
  }
  const numbered = [...entries.keys()]
    .map((name) => ({ name, number: Number(sheetEntry.exec(name)?.[1]) }))
    .filter((sheet) => Number.isInteger(sheet.number))
    .sort((a, b) => a.number - b.number);
  return numbered[0]?.name ?? null;
}

/**
 * Yields the first worksheet's rows as exceljs `Row`s, in order. Stopping early (a `return`/`break` in the
 * consumer's loop, or an exception) closes the file. Throws `UnreadableSpreadsheetError` for an archive
 * without a worksheet, `OversizedSpreadsheetError` for a part over its limit; parse errors of the XML come
 * through as they are.
 */
export async function* firstWorksheetRows(file: string): AsyncGenerator<ExcelJS.Row> {
  const zip = await openZip(file);
  const open: Readable[] = [];
  try {
    const entries = await listEntries(zip);
    /** A part by name, opened for inflating; refused unread when it declares more than `limit`. */
    const part = async (name: string, limit: number) => {
      const entry = entries.get(name);
      if (!entry) return null;
      if (entry.uncompressedSize > limit) {
        throw new OversizedSpreadsheetError(`${name} declares ${entry.uncompressedSize} bytes`);
      }
      const stream = await openEntry(zip, entry);
      open.push(stream);
      return stream;
    };
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
      worksheets: 'emit',
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      styles: 'cache',
      entries: 'ignore',
    });
    const steps = reader as unknown as WorkbookReaderSteps;
    const rels = await part('xl/_rels/workbook.xml.rels', limits.relationships);
    if (rels) await steps._parseRels(rels);
    const workbook = await part('xl/workbook.xml', limits.workbook);
    if (!workbook) throw new UnreadableSpreadsheetError('xl/workbook.xml is missing');
    await steps._parseWorkbook(workbook);
    // Where the workbook says its shared strings and styles are (most writers use these default names).
    const partOfType = (type: string, usual: string) => {
      const relationship = steps.workbookRels?.find((rel) => rel.Type?.endsWith(`/relationships/${type}`));
      return relationship ? workbookTarget(relationship.Target) : usual;
    };
    const sharedStrings = await part(
      partOfType('sharedStrings', 'xl/sharedStrings.xml'),
      limits.sharedStrings,
    );
    if (sharedStrings) for await (const _ of steps._parseSharedStrings(sharedStrings));
    const styles = await part(partOfType('styles', 'xl/styles.xml'), limits.styles);
    if (styles) await steps._parseStyles(styles);

    const sheetPath = firstSheetPath(steps, entries);
    if (!sheetPath) throw new UnreadableSpreadsheetError('the workbook has no worksheet');
    const sheet = await part(sheetPath, limits.worksheet);
    if (!sheet) throw new UnreadableSpreadsheetError(`${sheetPath} is missing`);
    const sheetNo = sheetEntry.exec(sheetPath)?.[1] ?? '1';
    for (const { eventType, value } of steps._parseWorksheet(sheet, sheetNo)) {
      if (eventType === 'worksheet') yield* value;
    }
  } finally {
    for (const stream of open) stream.destroy();
    zip.close();
  }
}
