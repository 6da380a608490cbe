import type { BuyerRefundStatus, LotClosingStatus } from '@circula/domain';
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import {
  buyerApplications,
  buyerRefundHistory,
  buyerRefundPayouts,
  buyerRefundPhotos,
  buyerRefunds,
  buyers,
  lotClosingHistory,
  lotClosings,
  lotFulfilments,
  lots,
  paymentIntentItems,
  paymentIntentLines,
  paymentIntents,
} from '../db/schema/index.js';

export type RefundRow = typeof buyerRefunds.$inferSelect;

export async function findRefund(db: Database, refundId: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(buyerRefunds).where(eq(buyerRefunds.id, refundId));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The paid intent and the lot's part of it, or null when the lot is not in the buyer's intent. */
export async function findPaidLotOfIntent(
  db: Database,
  input: { buyerId: string; intentId: string; lotId: string },
) {
  const [item] = await db
    .select({
      intentId: paymentIntents.id,
      status: paymentIntents.status,
      type: paymentIntents.type,
      itemId: paymentIntentItems.id,
      totalCents: paymentIntents.totalCents,
      lotClosingId: paymentIntentItems.lotClosingId,
      part: paymentIntentItems.part,
    })
    .from(paymentIntents)
    .innerJoin(paymentIntentItems, eq(paymentIntentItems.intentId, paymentIntents.id))
    .where(
      and(
        eq(paymentIntents.id, input.intentId),
        eq(paymentIntents.buyerId, input.buyerId),
        eq(paymentIntentItems.lotId, input.lotId),
      ),
    );
  if (!item) return null;
  const lines = await db
    .select({
      kind: paymentIntentLines.kind,
      lotId: paymentIntentLines.lotId,
      amountCents: paymentIntentLines.amountCents,
    })
    .from(paymentIntentLines)
    .where(eq(paymentIntentLines.intentId, input.intentId));
  return { ...item, totalCents: Number(item.totalCents), lines };
}

/**
 * When the goods of a paid lot reached the buyer (decision 168): the earliest received date among the
 * intent's items of that lot, null while none is recorded.
 */
export async function goodsReceivedAt(db: Database, input: { intentId: string; lotId: string }) {
  const rows = await db
    .select({ receivedAt: lotFulfilments.receivedAt })
    .from(lotFulfilments)
    .innerJoin(paymentIntentItems, eq(paymentIntentItems.id, lotFulfilments.paymentIntentItemId))
    .where(and(eq(paymentIntentItems.intentId, input.intentId), eq(paymentIntentItems.lotId, input.lotId)));
  const dates = rows.flatMap((row) => (row.receivedAt ? [row.receivedAt.getTime()] : []));
  return dates.length ? new Date(Math.min(...dates)) : null;
}

export async function buyerTaxId(db: Database, buyerId: string): Promise<string | null> {
  const [row] = await db
    .select({ taxId: buyerApplications.taxId })
    .from(buyerApplications)
    .where(eq(buyerApplications.buyerId, buyerId));
  return row?.taxId ?? null;
}

/**
 * Locks the payment intent's row for the caller's transaction, so the refunds of one intent are opened (and
 * approved) one at a time; answers its total (what the buyer paid in money, credits already taken off), or
 * null when there is no such intent.
 */
export async function lockIntentForRefunds(tx: Database, intentId: string): Promise<number | null> {
  const [row] = await tx
    .select({ totalCents: paymentIntents.totalCents })
    .from(paymentIntents)
    .where(eq(paymentIntents.id, intentId))
    .for('update');
  return row ? Number(row.totalCents) : null;
}

/**
 * What the intent's refunds in the given statuses give back, in centavos, leaving out those of one lot
 * and one refund when asked. Read under `lockIntentForRefunds`.
 */
export async function refundedCentsOfIntent(
  tx: Database,
  input: {
    paymentIntentId: string;
    statuses: readonly BuyerRefundStatus[];
    exceptLotId?: string;
    exceptRefundId?: string;
  },
): Promise<number> {
  const [row] = await tx
    .select({ cents: sql<string>`coalesce(sum(${buyerRefunds.amountCents}), 0)` })
    .from(buyerRefunds)
    .where(
      and(
        eq(buyerRefunds.paymentIntentId, input.paymentIntentId),
        inArray(buyerRefunds.status, [...input.statuses]),
        input.exceptLotId ? ne(buyerRefunds.lotId, input.exceptLotId) : undefined,
        input.exceptRefundId ? ne(buyerRefunds.id, input.exceptRefundId) : undefined,
      ),
    );
  return Number(row?.cents ?? 0);
}

/** The buyer's unsent requests (DRAFT) for one lot of one payment, locked for the caller's transaction. */
export async function lockDraftsOfLot(
  tx: Database,
  input: { buyerId: string; paymentIntentId: string; lotId: string },
) {
  return tx
    .select({ id: buyerRefunds.id })
    .from(buyerRefunds)
    .where(
      and(
        eq(buyerRefunds.buyerId, input.buyerId),
        eq(buyerRefunds.paymentIntentId, input.paymentIntentId),
        eq(buyerRefunds.lotId, input.lotId),
        eq(buyerRefunds.status, 'DRAFT'),
      ),
    )
    .for('update');
}

/** Inserts the DRAFT unless the lot already has an open or paid refund (answers null then). */
export async function insertRefund(tx: Database, value: typeof buyerRefunds.$inferInsert) {
  const [row] = await tx.insert(buyerRefunds).values(value).onConflictDoNothing().returning();
  return row ?? null;
}

/**
 * Moves a refund from one of `from` to `to` in one conditional UPDATE and writes the history row; answers
 * the row, or null when it was not in `from` (someone else moved it first).
 */
export async function moveRefund(
  tx: Database,
  input: {
    refundId: string;
    from: BuyerRefundStatus[];
    to: BuyerRefundStatus;
    actor: 'BUYER' | 'STAFF' | 'FINANCE' | 'SYSTEM';
    actorUserId: string | null;
    note?: string | null;
    set?: Partial<typeof buyerRefunds.$inferInsert>;
    buyerId?: string;
  },
) {
  if (input.from.length === 0) return null;
  const [row] = await tx
    .update(buyerRefunds)
    .set({ ...input.set, status: input.to, updatedAt: sql`now()` })
    .where(
      and(
        eq(buyerRefunds.id, input.refundId),
        inArray(buyerRefunds.status, input.from),
        ...(input.buyerId ? [eq(buyerRefunds.buyerId, input.buyerId)] : []),
      ),
    )
    .returning();
  if (!row) return null;
  await insertHistory(tx, {
    refundId: row.id,
    fromStatus: null,
    toStatus: input.to,
    actor: input.actor,
    actorUserId: input.actorUserId,
    note: input.note ?? null,
  });
  return row;
}

export async function insertHistory(tx: Database, value: typeof buyerRefundHistory.$inferInsert) {
  // The previous status is the last history row's: read inside the same transaction.
  if (value.fromStatus === null) {
    const [last] = await tx
      .select({ toStatus: buyerRefundHistory.toStatus })
      .from(buyerRefundHistory)
      .where(eq(buyerRefundHistory.refundId, value.refundId))
      .orderBy(desc(buyerRefundHistory.createdAt), desc(buyerRefundHistory.id))
      .limit(1);
    value = { ...value, fromStatus: last?.toStatus ?? null };
  }
  await tx
    .insert(buyerRefundHistory)
    .values({ ...value, createdAt: sql`clock_timestamp()` as unknown as Date });
}

export async function insertPhoto(tx: Database, value: typeof buyerRefundPhotos.$inferInsert) {
  await tx.insert(buyerRefundPhotos).values(value);
}

export async function countPhotos(db: Database, refundId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(buyerRefundPhotos)
    .where(eq(buyerRefundPhotos.refundId, refundId));
  return row?.n ?? 0;
}

export async function insertPayout(tx: Database, value: typeof buyerRefundPayouts.$inferInsert) {
  await tx.insert(buyerRefundPayouts).values(value).onConflictDoNothing();
}

export async function markPayoutPaid(tx: Database, refundId: string, userId: string) {
  const [row] = await tx
    .update(buyerRefundPayouts)
    .set({ status: 'PAID', paidAt: sql`now()`, paidByUserId: userId })
    .where(and(eq(buyerRefundPayouts.refundId, refundId), eq(buyerRefundPayouts.status, 'PENDING')))
    .returning();
  return row ?? null;
}

/** The lot closing becomes REFUNDED (from APPROVED), with its history row. */
export async function refundLotClosing(
  tx: Database,
  input: { lotClosingId: string; userId: string; reason: string },
) {
  const [row] = await tx
    .update(lotClosings)
    .set({ status: 'REFUNDED', updatedAt: sql`now()` })
    .where(and(eq(lotClosings.id, input.lotClosingId), eq(lotClosings.status, 'APPROVED')))
    .returning({ id: lotClosings.id });
  if (row) {
    await tx.insert(lotClosingHistory).values({
      lotClosingId: row.id,
      fromStatus: 'APPROVED' as LotClosingStatus,
      toStatus: 'REFUNDED',
      changedBy: input.userId,
      reason: input.reason,
    });
  }
  return !!row;
}

/** Everything a refund's view shows, for a set of refunds. */
export async function loadRefundDetails(db: Database, refunds: RefundRow[]) {
  const ids = refunds.map((refund) => refund.id);
  if (ids.length === 0)
    return { lots: [], intents: [], closings: [], photos: [], history: [], payouts: [], buyers: [] };
  const [lotRows, intentRows, closingRows, photos, history, payouts, buyerRows] = await Promise.all([
    db
      .select({ id: lots.id, number: lots.number, title: lots.title })
      .from(lots)
      .where(
        inArray(
          lots.id,
          refunds.map((refund) => refund.lotId),
        ),
      ),
    db
      .select({ id: paymentIntents.id, reference: paymentIntents.reference, type: paymentIntents.type })
      .from(paymentIntents)
      .where(
        inArray(
          paymentIntents.id,
          refunds.map((refund) => refund.paymentIntentId),
        ),
      ),
    db
      .select({ id: lotClosings.id, status: lotClosings.status })
      .from(lotClosings)
      .where(
        inArray(
          lotClosings.id,
          refunds
            .flatMap((refund) => (refund.lotClosingId ? [refund.lotClosingId] : []))
            .concat(['00000000-0000-0000-0000-000000000000']),
        ),
      ),
    db
      .select()
      .from(buyerRefundPhotos)
      .where(inArray(buyerRefundPhotos.refundId, ids))
      .orderBy(asc(buyerRefundPhotos.createdAt)),
    db
      .select()
      .from(buyerRefundHistory)
      .where(inArray(buyerRefundHistory.refundId, ids))
      .orderBy(asc(buyerRefundHistory.createdAt), asc(buyerRefundHistory.id)),
    db.select().from(buyerRefundPayouts).where(inArray(buyerRefundPayouts.refundId, ids)),
    db
      .select({ id: buyers.id, username: buyers.username })
      .from(buyers)
      .where(
        inArray(
          buyers.id,
          refunds.map((refund) => refund.buyerId),
        ),
      ),
  ]);
  return {
    lots: lotRows,
    intents: intentRows,
    closings: closingRows,
    photos,
    history,
    payouts,
    buyers: buyerRows,
  };
}

/** A buyer's latest 200 refunds, of every purchase or of one. */
export async function listRefundsOfBuyer(db: Database, buyerId: string, paymentIntentId?: string) {
  return db
    .select()
    .from(buyerRefunds)
    .where(
      and(
        eq(buyerRefunds.buyerId, buyerId),
        paymentIntentId ? eq(buyerRefunds.paymentIntentId, paymentIntentId) : undefined,
      ),
    )
    .orderBy(desc(buyerRefunds.createdAt))
    .limit(200);
}

export async function listRefundsByStatus(
  db: Database,
  input: { status: BuyerRefundStatus; take: number; skip: number },
) {
  const where = eq(buyerRefunds.status, input.status);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(buyerRefunds)
      .where(where)
      .orderBy(asc(buyerRefunds.submittedAt), asc(buyerRefunds.createdAt))
      .limit(input.take)
      .offset(input.skip),
    db.select({ n: count() }).from(buyerRefunds).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** What a refund's approval actually gave back in credits (decision 287). */
export async function setCreditsReturned(tx: Database, refundId: string, creditsReturnedCents: number) {
  await tx.update(buyerRefunds).set({ creditsReturnedCents }).where(eq(buyerRefunds.id, refundId));
}
