import type { CreditEntryKind, CreditReason, CreditType } from '@circula/domain';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { buyerCreditEntries, buyerCredits, buyers, paymentIntents } from '../db/schema/index.js';

/**
 * Locks the buyer's row: every change of a buyer's ledger (grant, consumption, release, expiry, reversal)
 * happens under this lock, so two transactions never spend or give back the same centavo. The lock is
 * FOR NO KEY UPDATE: two ledger changes still wait for each other, but not for the key-share locks that
 * rows referring to the buyer take (a closing writing its lot_closings and payment_intents rows first), which
 * would otherwise deadlock two closings of the same buyer's lots.
 */
export async function lockBuyerLedger(tx: Database, buyerId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: buyers.id })
    .from(buyers)
    .where(eq(buyers.id, buyerId))
    .for('no key update');
  return rows.length === 1;
}

/** Whether the buyer was ever granted a credit (read without a lock). */
export async function hasAnyCredit(tx: Database, buyerId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: buyerCredits.id })
    .from(buyerCredits)
    .where(eq(buyerCredits.buyerId, buyerId))
    .limit(1);
  return rows.length > 0;
}

export type CreditRow = typeof buyerCredits.$inferSelect;
export type CreditWithBalance = CreditRow & {
  balanceCents: number;
  consumedCents: number;
  expired: boolean;
  reversed: boolean;
};

/** Every credit of the buyer with what is left of it (the sum of its entries), oldest expiry first. */
export async function creditsWithBalances(tx: Database, buyerId: string): Promise<CreditWithBalance[]> {
  const rows = await tx
    .select({
      credit: buyerCredits,
      balanceCents: sql<number>`coalesce(sum(${buyerCreditEntries.amountCents}), 0)`.mapWith(Number),
      consumedCents:
        sql<number>`coalesce(-sum(${buyerCreditEntries.amountCents}) filter (where ${buyerCreditEntries.kind} in ('CONSUMPTION', 'RELEASE')), 0)`.mapWith(
          Number,
        ),
      expired: sql<boolean>`coalesce(bool_or(${buyerCreditEntries.kind} = 'EXPIRY'), false)`,
      reversed: sql<boolean>`coalesce(bool_or(${buyerCreditEntries.kind} = 'REVERSAL'), false)`,
    })
    .from(buyerCredits)
    .leftJoin(buyerCreditEntries, eq(buyerCreditEntries.creditId, buyerCredits.id))
    .where(eq(buyerCredits.buyerId, buyerId))
    .groupBy(buyerCredits.id)
    .orderBy(sql`${buyerCredits.expiresAt} asc nulls last`, asc(buyerCredits.createdAt));
  return rows.map((row) => ({
    ...row.credit,
    balanceCents: row.balanceCents,
    consumedCents: row.consumedCents,
    expired: Boolean(row.expired),
    reversed: Boolean(row.reversed),
  }));
}

export async function findCredit(tx: Database, creditId: string) {
  const [row] = await tx.select().from(buyerCredits).where(eq(buyerCredits.id, creditId));
  return row ?? null;
}

export async function findCreditBySource(
  tx: Database,
  source: { sourceType: string; sourceId: string; buyerId: string },
) {
  const [row] = await tx
    .select()
    .from(buyerCredits)
    .where(
      and(
        eq(buyerCredits.sourceType, source.sourceType),
        eq(buyerCredits.sourceId, source.sourceId),
        eq(buyerCredits.buyerId, source.buyerId),
      ),
    );
  return row ?? null;
}

export async function insertCredit(
  tx: Database,
  input: {
    buyerId: string;
    type: CreditType;
    reason: CreditReason;
    amountCents: number;
    expiresAt: Date | null;
    description: string;
    sourceType: string;
    sourceId: string;
    createdAt: Date;
  },
): Promise<CreditRow | null> {
  const [row] = await tx.insert(buyerCredits).values(input).onConflictDoNothing().returning();
  return row ?? null;
}

export async function insertEntries(
  tx: Database,
  entries: {
    creditId: string;
    buyerId: string;
    kind: CreditEntryKind;
    amountCents: number;
    paymentIntentId?: string | null;
    note?: string | null;
    createdAt: Date;
  }[],
) {
  if (entries.length === 0) return;
  await tx.insert(buyerCreditEntries).values(entries);
}

/** The CONSUMPTION and RELEASE entries an intent made, per credit (net, as a positive amount consumed). */
export async function netConsumedByIntent(tx: Database, intentId: string) {
  return tx
    .select({
      creditId: buyerCreditEntries.creditId,
      buyerId: buyerCreditEntries.buyerId,
      consumedCents: sql<number>`-sum(${buyerCreditEntries.amountCents})`.mapWith(Number),
    })
    .from(buyerCreditEntries)
    .where(
      and(
        eq(buyerCreditEntries.paymentIntentId, intentId),
        inArray(buyerCreditEntries.kind, ['CONSUMPTION', 'RELEASE']),
      ),
    )
    .groupBy(buyerCreditEntries.creditId, buyerCreditEntries.buyerId);
}

/** Credits past their expiry that still have a balance and no EXPIRY entry (the expiry job's work). */
export async function buyersWithDueExpiries(db: Database, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ buyerId: buyerCredits.buyerId })
    .from(buyerCredits)
    .where(
      sql`${buyerCredits.expiresAt} <= ${now.toISOString()}::timestamptz
        and not exists (select 1 from buyer_credit_entries e where e.credit_id = ${buyerCredits.id} and e.kind = 'EXPIRY')
        and (select coalesce(sum(e.amount_cents), 0) from buyer_credit_entries e where e.credit_id = ${buyerCredits.id}) > 0`,
    )
    .limit(limit);
  return rows.map((row) => row.buyerId);
}

/** One page of the buyer's ledger, newest first, with each entry's credit and intent reference. */
export async function statementPage(db: Database, buyerId: string, page: { take: number; skip: number }) {
  const [count] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(buyerCreditEntries)
    .where(eq(buyerCreditEntries.buyerId, buyerId));
  const rows = await db
    .select({
      entry: buyerCreditEntries,
      credit: {
        type: buyerCredits.type,
        reason: buyerCredits.reason,
        description: buyerCredits.description,
        expiresAt: buyerCredits.expiresAt,
      },
      paymentReference: paymentIntents.reference,
    })
    .from(buyerCreditEntries)
    .innerJoin(buyerCredits, eq(buyerCredits.id, buyerCreditEntries.creditId))
    .leftJoin(paymentIntents, eq(paymentIntents.id, buyerCreditEntries.paymentIntentId))
    .where(eq(buyerCreditEntries.buyerId, buyerId))
    .orderBy(desc(buyerCreditEntries.createdAt), desc(buyerCreditEntries.id))
    .limit(page.take)
    .offset(page.skip);
  return { rows, total: count?.total ?? 0 };
}
