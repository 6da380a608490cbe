import { z } from 'zod';
import { type MacroCategory, type MacroCategoryCode, macroCategories } from './categories.js';
import { parseCurrencyToCents } from './currency.js';
import { excelSerialToDate } from './dates.js';
import { slugify } from './slug.js';

/**
 * Spreadsheet import of lots (decisions 190–194): the columns of the template, the reading of each cell
 * (money, dates, categories) and the per-row errors in pt-BR. Pure: the API reads the .xlsx and hands the
 * cell values here.
 */
export const lotImportColumns = [
  { key: 'reference', header: 'Referência', required: false },
  { key: 'title', header: 'Título', required: true },
  { key: 'description', header: 'Descrição', required: false },
  { key: 'category', header: 'Categoria', required: true },
  { key: 'estimatedValue', header: 'Avaliação (R$)', required: false },
  { key: 'startingBid', header: 'Lance inicial (R$)', required: false },
  { key: 'increment', header: 'Incremento (R$)', required: false },
  { key: 'reserve', header: 'Reserva (R$)', required: false },
  { key: 'quantity', header: 'Quantidade', required: false },
  { key: 'unitPrice', header: 'Preço unitário (R$)', required: false },
  { key: 'endsAt', header: 'Encerramento (dd/mm/aaaa hh:mm)', required: false },
] as const;
export type LotImportColumnKey = (typeof lotImportColumns)[number]['key'];

/** A cell as a spreadsheet library hands it: text, number, date, boolean or empty. */
export type CellValue = string | number | boolean | Date | null | undefined;
export type LotImportRowCells = Partial<Record<LotImportColumnKey, CellValue>>;

export interface LotImportRowError {
  /** Spreadsheet row number (the header is row 1). */
  row: number;
  /** Column header as shown in the template. */
  column: string;
  message: string;
}

export interface ImportedLot {
  reference: string | null;
  title: string;
  description: string;
  macroCategory: MacroCategoryCode;
  estimatedValueCents: number | null;
  startingBidCents: number | null;
  incrementCents: number | null;
  reserveCents: number | null;
  quantity: number;
  unitPriceCents: number | null;
  endsAt: Date | null;
}

export type LotImportListingType = 'AUCTION' | 'JUDICIAL_PHASED_AUCTION' | 'DIRECT_SALE';

const headerOf = (key: LotImportColumnKey) => lotImportColumns.find((column) => column.key === key)!.header;

const isEmpty = (value: CellValue) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

const BRASILIA_OFFSET_MS = 3 * 3_600_000;

/** Brasília wall-clock reading (no DST since 2019: UTC−3) → UTC instant. */
function fromBrasiliaWallClock(wallClockAsUtc: Date): Date {
  return new Date(wallClockAsUtc.getTime() + BRASILIA_OFFSET_MS);
}

/**
 * A date cell: an Excel serial (days since 1899-12-30, 25569 = 1970-01-01), a Date the reader already
 * converted (its UTC reading is the wall clock), or text 'dd/mm/aaaa' or 'dd/mm/aaaa hh:mm'; all read in
 * horário de Brasília. Null when it is none of those or names no real day.
 */
export function parseImportDate(value: CellValue): Date | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 1 || value > 2_958_465) return null;
    return fromBrasiliaWallClock(excelSerialToDate(value));
  }
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? null : fromBrasiliaWallClock(value);
  }
  if (typeof value !== 'string') return null;
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s+(\d{1,2}):(\d{2}))?$/.exec(value.trim());
  if (!match) return null;
  const [, day, month, year, hour = '0', minute = '0'] = match;
  const [d, m, y, h, min] = [day, month, year, hour, minute].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (h > 23 || min > 59) return null;
  const wall = new Date(Date.UTC(y, m - 1, d, h, min));
  if (wall.getUTCFullYear() !== y || wall.getUTCMonth() !== m - 1 || wall.getUTCDate() !== d) return null;
  return fromBrasiliaWallClock(wall);
}

/** Money cell: a number of reais (at most 2 decimals) or text such as 'R$ 1.234,56' → integer centavos. */
export function parseImportMoney(value: CellValue): number | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return null;
    const cents = Math.round(value * 100);
    if (Math.abs(cents - value * 100) > 1e-6 * Math.max(1, Math.abs(value * 100))) return null;
    return Number.isSafeInteger(cents) ? cents : null;
  }
  if (typeof value !== 'string') return null;
  const cents = parseCurrencyToCents(value.trim());
  return cents === null || cents < 0 ? null : cents;
}

/** Category by code, name or slug (accents and case ignored), against the names and slugs in force. */
export function resolveImportCategory(
  value: CellValue,
  categories: readonly MacroCategory[] = macroCategories,
): MacroCategoryCode | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const wanted = slugify(value.trim());
  const found = categories.find(
    (category) =>
      category.code.toLowerCase() === value.trim().toLowerCase() ||
      slugify(category.name) === wanted ||
      category.slug === wanted,
  );
  return found?.code ?? null;
}

const cellText = (value: CellValue) =>
  value instanceof Date ? value.toISOString() : isEmpty(value) ? '' : String(value).trim();

/**
 * Reads one spreadsheet row into a lot, or the list of what is wrong in it (row, column, message).
 * The Event's type decides which prices are required, as for a lot typed in the form.
 */
export function readLotImportRow(
  row: number,
  cells: LotImportRowCells,
  options: {
    listingType: LotImportListingType;
    categories?: readonly MacroCategory[];
    /** The Event's start: a lot's own end must come after it. */
    eventStartsAt?: Date;
  },
): { lot: ImportedLot; errors: [] } | { lot: null; errors: LotImportRowError[] } {
  const errors: LotImportRowError[] = [];
  const fail = (key: LotImportColumnKey, message: string) =>
    errors.push({ row, column: headerOf(key), message });

  const reference = cellText(cells.reference);
  if (reference.length > 80) fail('reference', 'A referência pode ter no máximo 80 caracteres.');
  const title = cellText(cells.title);
  if (title === '') fail('title', 'Informe o título do lote.');
  else if (title.length > 160) fail('title', 'O título pode ter no máximo 160 caracteres.');
  const description = cellText(cells.description);
  if (description.length > 20_000) fail('description', 'A descrição pode ter no máximo 20.000 caracteres.');

  let macroCategory: MacroCategoryCode | null = null;
  if (isEmpty(cells.category)) fail('category', 'Informe a categoria.');
  else {
    macroCategory = resolveImportCategory(cells.category, options.categories);
    if (!macroCategory)
      fail('category', `Categoria "${cellText(cells.category)}" não existe. Use uma das 12 categorias.`);
  }

  const money = (key: LotImportColumnKey) => {
    const value = cells[key];
    if (isEmpty(value)) return null;
    const cents = parseImportMoney(value as CellValue);
    if (cents === null)
      fail(key, `Valor "${cellText(value)}" inválido. Use um número ou o formato R$ 1.234,56.`);
    return cents;
  };
  const estimatedValueCents = money('estimatedValue');
  const startingBidCents = money('startingBid');
  const incrementCents = money('increment');
  const reserveCents = money('reserve');
  const unitPriceCents = money('unitPrice');

  let quantity = 1;
  if (!isEmpty(cells.quantity)) {
    const raw = typeof cells.quantity === 'string' ? Number(cells.quantity.trim()) : cells.quantity;
    if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < 1 || raw > 1_000_000)
      fail('quantity', 'A quantidade deve ser um número inteiro entre 1 e 1.000.000.');
    else quantity = raw;
  }

  let endsAt: Date | null = null;
  if (!isEmpty(cells.endsAt)) {
    endsAt = parseImportDate(cells.endsAt);
    if (!endsAt)
      fail('endsAt', `Data "${cellText(cells.endsAt)}" inválida. Use dd/mm/aaaa ou dd/mm/aaaa hh:mm.`);
    else if (options.eventStartsAt && endsAt.getTime() <= options.eventStartsAt.getTime())
      fail('endsAt', 'O encerramento do lote deve ser depois do início do evento.');
  }

  if (options.listingType === 'DIRECT_SALE') {
    if (unitPriceCents === null && isEmpty(cells.unitPrice))
      fail('unitPrice', 'Vendas diretas precisam do preço unitário.');
    else if (unitPriceCents === 0) fail('unitPrice', 'O preço unitário deve ser maior que zero.');
  } else {
    if (startingBidCents === null && isEmpty(cells.startingBid))
      fail('startingBid', 'Leilões precisam do lance inicial.');
    else if (startingBidCents === 0) fail('startingBid', 'O lance inicial deve ser maior que zero.');
    if (incrementCents === 0) fail('increment', 'O incremento deve ser maior que zero.');
    if (options.listingType === 'JUDICIAL_PHASED_AUCTION' && isEmpty(cells.estimatedValue))
      fail('estimatedValue', 'Leilões judiciais precisam da avaliação.');
    if (quantity !== 1) fail('quantity', 'Lotes de leilão têm quantidade 1.');
    if (reserveCents !== null && startingBidCents !== null && reserveCents < startingBidCents)
      fail('reserve', 'A reserva não pode ser menor que o lance inicial.');
  }

  if (errors.length > 0 || !macroCategory) return { lot: null, errors };
  const auction = options.listingType !== 'DIRECT_SALE';
  return {
    lot: {
      reference: reference === '' ? null : reference,
      title,
      description,
      macroCategory,
      estimatedValueCents,
      startingBidCents: auction ? startingBidCents : null,
      incrementCents: auction ? incrementCents : null,
      reserveCents: auction ? reserveCents : null,
      quantity,
      unitPriceCents: auction ? null : unitPriceCents,
      endsAt,
    },
    errors: [],
  };
}

/**
 * The key that makes a re-import skip a lot already imported into the Event (decision 191): the reference
 * when the row has one, else the row's content (title, category and prices).
 */
export function lotImportKey(lot: ImportedLot): string {
  if (lot.reference) return `ref:${lot.reference.toLowerCase()}`;
  return `row:${JSON.stringify([
    lot.title,
    lot.description,
    lot.macroCategory,
    lot.estimatedValueCents,
    lot.startingBidCents,
    lot.incrementCents,
    lot.reserveCents,
    lot.quantity,
    lot.unitPriceCents,
    lot.endsAt?.toISOString() ?? null,
  ])}`;
}

export const lotImportStatuses = ['QUEUED', 'PROCESSING', 'PROCESSED', 'FAILED'] as const;
export type LotImportStatus = (typeof lotImportStatuses)[number];

export const lotImportErrorSchema = z.object({
  row: z.number().int(),
  column: z.string(),
  message: z.string(),
});

/** GET /backoffice/lot-imports/{jobId}: the job, its progress and (first 500) row errors. */
export const lotImportJobSchema = z.object({
  id: z.uuid(),
  listingId: z.uuid(),
  status: z.enum(lotImportStatuses),
  fileName: z.string(),
  importValidRows: z.boolean(),
  totalRows: z.number().int().nullable(),
  rowsRead: z.number().int(),
  importedCount: z.number().int(),
  duplicateCount: z.number().int(),
  errorCount: z.number().int(),
  errors: z.array(lotImportErrorSchema),
  failureMessage: z.string().nullable(),
  createdAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
});
export type LotImportJob = z.infer<typeof lotImportJobSchema>;

/** 202 answer of POST /backoffice/listings/{listingId}/lot-imports. */
export const lotImportAcceptedSchema = z.object({ jobId: z.uuid(), status: z.enum(lotImportStatuses) });
export type LotImportAccepted = z.infer<typeof lotImportAcceptedSchema>;
