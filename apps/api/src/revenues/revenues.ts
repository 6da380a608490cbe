import type { RevenueGrouping, RevenueQuery, RevenueReport } from '@circula/domain';
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { listings, paymentIntentLines, paymentIntents, sellers } from '../db/schema/index.js';

/**
 * Horário de Brasília is UTC−3 all year (no daylight saving since 2019), so a fixed offset turns a paid
 * instant into its Brasília calendar day on PGlite and PostgreSQL alike.
 */
const brasiliaOffset = '-03:00';

/** The first instant of a Brasília calendar day, in UTC. */
const startOfDay = (date: string) => new Date(`${date}T00:00:00${brasiliaOffset}`);

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The first day of the period holding `date`: itself, the Monday of its week, or the 1st of its month. */
export function periodStart(date: string, groupBy: RevenueGrouping): string {
  if (groupBy === 'day') return date;
  if (groupBy === 'month') return `${date.slice(0, 7)}-01`;
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

function nextPeriod(start: string, groupBy: RevenueGrouping): string {
  if (groupBy === 'day') return addDays(start, 1);
  if (groupBy === 'week') return addDays(start, 7);
  const [year, month] = start.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

const commission = sql<string>`coalesce(sum(${paymentIntentLines.amountCents}) filter (where ${paymentIntentLines.kind} = 'COMMISSION'), 0)`;
const administrativeFee = sql<string>`coalesce(sum(${paymentIntentLines.amountCents}) filter (where ${paymentIntentLines.kind} = 'ADMINISTRATIVE_FEE'), 0)`;

function amountsOf(row: { commission: string | number; administrativeFee: string | number }) {
  const commissionCents = Number(row.commission);
  const administrativeFeeCents = Number(row.administrativeFee);
  return { commissionCents, administrativeFeeCents, totalCents: commissionCents + administrativeFeeCents };
}

/**
 * Circula's revenues — the commission and administrative fee lines of payment intents PAID between the
 * two Brasília days (both included) — by period, by Event and by seller (decision 187).
 */
export async function getRevenueReport(db: Database, query: RevenueQuery): Promise<RevenueReport> {
  const { from, to, groupBy } = query;
  const where = and(
    eq(paymentIntents.status, 'PAID'),
    gte(paymentIntents.paidAt, startOfDay(from)),
    lt(paymentIntents.paidAt, startOfDay(addDays(to, 1))),
    inArray(paymentIntentLines.kind, ['COMMISSION', 'ADMINISTRATIVE_FEE']),
  );
  // The unit is one of three validated words, written into the SQL so SELECT and GROUP BY match.
  const bucket = sql<string>`to_char(date_trunc('${sql.raw(groupBy)}', (${paymentIntents.paidAt} at time zone 'UTC') - interval '3 hours'), 'YYYY-MM-DD')`;
  const [[totals], periodRows, eventRows, sellerRows] = await Promise.all([
    db
      .select({
        commission,
        administrativeFee,
        paymentCount: sql<string>`count(distinct ${paymentIntents.id})`,
      })
      .from(paymentIntentLines)
      .innerJoin(paymentIntents, eq(paymentIntents.id, paymentIntentLines.intentId))
      .where(where),
    db
      .select({ start: bucket, commission, administrativeFee })
      .from(paymentIntentLines)
      .innerJoin(paymentIntents, eq(paymentIntents.id, paymentIntentLines.intentId))
      .where(where)
      .groupBy(bucket),
    db
      .select({
        listingId: listings.id,
        title: listings.title,
        sellerName: sellers.name,
        commission,
        administrativeFee,
      })
      .from(paymentIntentLines)
      .innerJoin(paymentIntents, eq(paymentIntents.id, paymentIntentLines.intentId))
      .innerJoin(listings, eq(listings.id, paymentIntents.listingId))
      .innerJoin(sellers, eq(sellers.id, listings.sellerId))
      .where(where)
      .groupBy(listings.id, sellers.id)
      .orderBy(desc(sql`sum(${paymentIntentLines.amountCents})`), listings.title),
    db
      .select({ sellerId: sellers.id, name: sellers.name, commission, administrativeFee })
      .from(paymentIntentLines)
      .innerJoin(paymentIntents, eq(paymentIntents.id, paymentIntentLines.intentId))
      .innerJoin(listings, eq(listings.id, paymentIntents.listingId))
      .innerJoin(sellers, eq(sellers.id, listings.sellerId))
      .where(where)
      .groupBy(sellers.id)
      .orderBy(desc(sql`sum(${paymentIntentLines.amountCents})`), sellers.name),
  ]);

  const byStart = new Map(periodRows.map((row) => [row.start, amountsOf(row)]));
  const periods: RevenueReport['periods'] = [];
  const empty = { commissionCents: 0, administrativeFeeCents: 0, totalCents: 0 };
  for (let start = periodStart(from, groupBy); start <= to; start = nextPeriod(start, groupBy)) {
    periods.push({ start, ...(byStart.get(start) ?? empty) });
  }

  return {
    from,
    to,
    groupBy,
    totals: {
      ...amountsOf(totals ?? { commission: 0, administrativeFee: 0 }),
      paymentCount: Number(totals?.paymentCount ?? 0),
    },
    periods,
    events: eventRows.map((row) => ({
      listingId: row.listingId,
      title: row.title,
      sellerName: row.sellerName,
      ...amountsOf(row),
    })),
    sellers: sellerRows.map((row) => ({ sellerId: row.sellerId, name: row.name, ...amountsOf(row) })),
  };
}
