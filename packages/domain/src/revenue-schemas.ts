import { z } from 'zod';
import { CSV_BOM, csvDecimal, csvField } from './seller-schemas.js';

export const revenueGroupings = ['day', 'week', 'month'] as const;
export type RevenueGrouping = (typeof revenueGroupings)[number];
export const revenueBreakdowns = ['period', 'event', 'seller'] as const;
export type RevenueBreakdown = (typeof revenueBreakdowns)[number];

/** Longest range a report covers, in days (a year of days, weeks or months). */
export const revenueMaxDays = 366;

const day = (label: string) => z.iso.date({ error: `${label} deve ser uma data no formato AAAA-MM-DD` });

/**
 * GET /backoffice/revenues: commission and administrative fees of paid payment intents, between two days
 * of the calendar in horário de Brasília (both included), by period, by Event and by seller.
 */
export const revenueQuerySchema = z
  .object({
    from: day('from'),
    to: day('to'),
    groupBy: z.enum(revenueGroupings, { error: 'Agrupe por day, week ou month' }).default('day'),
  })
  .refine((query) => query.from <= query.to, {
    error: 'A data inicial deve ser anterior ou igual à final',
    path: ['to'],
  })
  .refine((query) => (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 < revenueMaxDays, {
    error: `O período pode ter no máximo ${revenueMaxDays} dias`,
    path: ['to'],
  });
export type RevenueQuery = z.infer<typeof revenueQuerySchema>;

export const revenueCsvQuerySchema = z
  .object({
    from: day('from'),
    to: day('to'),
    groupBy: z.enum(revenueGroupings, { error: 'Agrupe por day, week ou month' }).default('day'),
    by: z.enum(revenueBreakdowns, { error: 'Escolha period, event ou seller' }).default('period'),
  })
  .refine((query) => query.from <= query.to, {
    error: 'A data inicial deve ser anterior ou igual à final',
    path: ['to'],
  })
  .refine((query) => (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 < revenueMaxDays, {
    error: `O período pode ter no máximo ${revenueMaxDays} dias`,
    path: ['to'],
  });
export type RevenueCsvQuery = z.infer<typeof revenueCsvQuerySchema>;

const amounts = {
  commissionCents: z.number().int(),
  administrativeFeeCents: z.number().int(),
  totalCents: z.number().int(),
};

export const revenueReportSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  groupBy: z.enum(revenueGroupings),
  totals: z.object({ ...amounts, paymentCount: z.number().int() }),
  /** Every period of the range, in order, empty ones with zeros; `start` is its first day (weeks start Monday). */
  periods: z.array(z.object({ start: z.iso.date(), ...amounts })),
  /** Highest total first. */
  events: z.array(z.object({ listingId: z.uuid(), title: z.string(), sellerName: z.string(), ...amounts })),
  sellers: z.array(z.object({ sellerId: z.uuid(), name: z.string(), ...amounts })),
});
export type RevenueReport = z.infer<typeof revenueReportSchema>;

const periodLabels: Record<RevenueGrouping, string> = {
  day: 'Dia',
  week: 'Semana (início)',
  month: 'Mês',
};

/** '2026-03-09' → '09/03/2026'; a month as '03/2026'. */
export function revenuePeriodLabel(start: string, groupBy: RevenueGrouping): string {
  const [year, month, date] = start.split('-');
  return groupBy === 'month' ? `${month}/${year}` : `${date}/${month}/${year}`;
}

/**
 * The report as a pt-BR CSV, like the seller statement: UTF-8 with BOM, `;` between fields, decimal comma,
 * CRLF line ends; one row per period, Event or seller and a totals row.
 */
export function revenueCsv(report: RevenueReport, by: RevenueBreakdown): string {
  const money = ['Comissão (R$)', 'Taxa administrativa (R$)', 'Total (R$)'];
  const values = (row: { commissionCents: number; administrativeFeeCents: number; totalCents: number }) => [
    csvDecimal(row.commissionCents),
    csvDecimal(row.administrativeFeeCents),
    csvDecimal(row.totalCents),
  ];
  const lines: string[] = [];
  if (by === 'period') {
    lines.push([periodLabels[report.groupBy], ...money].map(csvField).join(';'));
    for (const row of report.periods) {
      lines.push([revenuePeriodLabel(row.start, report.groupBy), ...values(row)].join(';'));
    }
  } else if (by === 'event') {
    lines.push(['Evento', 'Vendedor', ...money].map(csvField).join(';'));
    for (const row of report.events) {
      lines.push([csvField(row.title), csvField(row.sellerName), ...values(row)].join(';'));
    }
  } else {
    lines.push(['Vendedor', ...money].map(csvField).join(';'));
    for (const row of report.sellers) lines.push([csvField(row.name), ...values(row)].join(';'));
  }
  const blanks = by === 'event' ? [''] : [];
  lines.push(['Total', ...blanks, ...values(report.totals)].join(';'));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}
