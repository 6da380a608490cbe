import {
  type PaymentIntentStatus,
  type PaymentLine,
  type PaymentMethod,
  pixToGiveBack,
} from '@circula/domain';
import { and, asc, desc, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import {
  auctioneers,
  buyers,
  listingFeeRows,
  listings,
  lotClosingHistory,
  lotClosings,
  lots,
  paymentIntentHistory,
  paymentIntentItems,
  paymentIntentLines,
  paymentIntents,
  paymentReceipts,
  pixNotices,
  sellers,
  userNotifications,
  users,
} from '../db/schema/index.js';

/** The only code of the checkout context that touches Drizzle. */

export type IntentRow = typeof paymentIntents.$inferSelect;
export type IntentPart = IntentRow['part'];
export type HistoryActor = 'BUYER' | 'STAFF' | 'PROVIDER' | 'SYSTEM';

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;
const toDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));

export async function databaseNow(db: Database): Promise<Date> {
  const [row] = rowsOf(await db.execute(sql`select clock_timestamp() as now`));
  return toDate(row!.now);
}

/** The Event's payment settings and fee table. */
export async function findListingPaymentSettings(db: Database, listingId: string) {
  const [listing] = await db
    .select({
      id: listings.id,
      type: listings.type,
      status: listings.status,
      title: listings.title,
      buyerFeeBasisPoints: listings.buyerFeeBasisPoints,
      paymentIntentCreationMode: listings.paymentIntentCreationMode,
      paymentDeadlineBusinessDays: listings.paymentDeadlineBusinessDays,
      finePercentage: listings.finePercentage,
    })
    .from(listings)
    .where(eq(listings.id, listingId));
  if (!listing) return null;
  const feeTable = await db
    .select({
      fromValueCents: listingFeeRows.fromValueCents,
      toValueCents: listingFeeRows.toValueCents,
      feeCents: listingFeeRows.feeCents,
    })
    .from(listingFeeRows)
    .where(eq(listingFeeRows.listingId, listingId))
    .orderBy(asc(listingFeeRows.fromValueCents));
  return { ...listing, feeTable };
}

/**
 * APPROVED closings without an intent for `part`, of one lot or of a whole Event. The closings are locked
 * first and only then, in a second statement (a fresh snapshot, under read committed), checked for an
 * intent: a creator that waited for another's lock sees the intents that one wrote and creates none.
 */
export async function lockApprovedClosingsWithoutIntent(
  tx: Database,
  input: { listingId: string; closingIds?: string[]; part: IntentPart },
) {
  const scope = [eq(lotClosings.listingId, input.listingId), eq(lotClosings.status, 'APPROVED')];
  if (input.closingIds) scope.push(inArray(lotClosings.id, input.closingIds));
  await tx
    .select({ id: lotClosings.id })
    .from(lotClosings)
    .where(and(...scope))
    .orderBy(asc(lotClosings.id))
    .for('update');
  return tx
    .select({
      id: lotClosings.id,
      lotId: lotClosings.lotId,
      buyerId: lotClosings.buyerId,
      amountCents: lotClosings.amountCents,
      lotNumber: lots.number,
      quantity: lots.quantity,
    })
    .from(lotClosings)
    .innerJoin(lots, eq(lots.id, lotClosings.lotId))
    .where(
      and(
        ...scope,
        notExists(
          tx
            .select({ one: sql`1` })
            .from(paymentIntentItems)
            .where(
              and(
                eq(paymentIntentItems.lotClosingId, lotClosings.id),
                eq(paymentIntentItems.part, input.part),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(lotClosings.buyerId), asc(lots.number));
}

/**
 * Events in the OFF creation mode with APPROVED closings that no intent charges yet (OFF charges the
 * whole result, part ALL), with how many; at most `limit`, by title.
 */
export async function listOffListingsWithClosingsWithoutIntent(db: Database, limit: number) {
  const closingsWithoutIntent = sql<number>`count(${lotClosings.id})`.mapWith(Number);
  return db
    .select({
      listingId: listings.id,
      slug: listings.slug,
      title: listings.title,
      closingsWithoutIntent,
    })
    .from(listings)
    .innerJoin(lotClosings, eq(lotClosings.listingId, listings.id))
    .where(
      and(
        eq(listings.paymentIntentCreationMode, 'OFF'),
        eq(lotClosings.status, 'APPROVED'),
        notExists(
          db
            .select({ one: sql`1` })
            .from(paymentIntentItems)
            .where(
              and(eq(paymentIntentItems.lotClosingId, lotClosings.id), eq(paymentIntentItems.part, 'ALL')),
            ),
        ),
      ),
    )
    .groupBy(listings.id, listings.slug, listings.title)
    .orderBy(asc(listings.title), asc(listings.id))
    .limit(limit);
}

export async function insertIntent(
  tx: Database,
  input: {
    id: string;
    buyerId: string;
    listingId: string;
    type: IntentRow['type'];
    part: IntentPart;
    reference: string;
    pixTxid: string;
    allowedMethods: PaymentMethod[];
    totalCents: number;
    dueAt: Date | null;
    relatedIntentId?: string | null;
    createdAt: Date;
    items: {
      lotId: string;
      lotClosingId: string | null;
      unitPriceCents: number;
      quantity: number;
    }[];
    lines: PaymentLine[];
  },
) {
  const [intent] = await tx
    .insert(paymentIntents)
    .values({
      id: input.id,
      buyerId: input.buyerId,
      listingId: input.listingId,
      type: input.type,
      status: 'PENDING_PAYMENT',
      part: input.part,
      reference: input.reference,
      pixTxid: input.pixTxid,
      allowedMethods: input.allowedMethods,
      method: input.allowedMethods.length === 1 ? input.allowedMethods[0]! : null,
      totalCents: BigInt(input.totalCents),
      dueAt: input.dueAt,
      relatedIntentId: input.relatedIntentId ?? null,
      createdAt: input.createdAt,
      updatedAt: input.createdAt,
    })
    .returning();
  await tx
    .insert(paymentIntentItems)
    .values(input.items.map((item) => ({ ...item, intentId: input.id, part: input.part })));
  await tx.insert(paymentIntentLines).values(
    input.lines.map((line, position) => ({
      intentId: input.id,
      position,
      kind: line.kind,
      lotId: line.lotId,
      label: line.label,
      amountCents: line.amountCents,
    })),
  );
  await tx.insert(paymentIntentHistory).values({
    intentId: input.id,
    fromStatus: null,
    toStatus: 'PENDING_PAYMENT',
    actor: 'SYSTEM',
    reason: null,
    createdAt: input.createdAt,
  });
  return intent!;
}

export async function setRelatedIntent(tx: Database, intentId: string, relatedIntentId: string) {
  await tx.update(paymentIntents).set({ relatedIntentId }).where(eq(paymentIntents.id, intentId));
}

/**
 * The PIX payments of another amount an intent received (AMOUNT_MISMATCH), once it is paid, cancelled or
 * lapsed: each gets what of it goes back to the payer (`pixToGiveBack`), under their row locks, once. Answers
 * those with something to give back.
 */
export async function markPixToGiveBack(tx: Database, intentId: string, keptCents: number) {
  const received = await tx
    .select({
      endToEndId: pixNotices.endToEndId,
      amountCents: pixNotices.amountCents,
      paidAt: pixNotices.paidAt,
    })
    .from(pixNotices)
    .where(
      and(
        eq(pixNotices.intentId, intentId),
        eq(pixNotices.outcome, 'AMOUNT_MISMATCH'),
        isNull(pixNotices.toReturnCents),
      ),
    )
    .orderBy(desc(pixNotices.paidAt), desc(pixNotices.receivedAt), desc(pixNotices.endToEndId))
    .for('update');
  const back = pixToGiveBack(
    received.map((notice) => notice.amountCents),
    keptCents,
  );
  const marked = received
    .map((notice, index) => ({ ...notice, toReturnCents: back[index]! }))
    .filter((notice) => notice.toReturnCents > 0);
  for (const notice of marked) {
    await tx
      .update(pixNotices)
      .set({ toReturnCents: notice.toReturnCents })
      .where(eq(pixNotices.endToEndId, notice.endToEndId));
  }
  return marked;
}

export async function setIntentMethod(
  tx: Database,
  input: { intentId: string; method: PaymentMethod },
): Promise<IntentRow | null> {
  const [row] = await tx
    .update(paymentIntents)
    .set({ method: input.method, updatedAt: sql`clock_timestamp()` })
    .where(and(eq(paymentIntents.id, input.intentId), eq(paymentIntents.status, 'PENDING_PAYMENT')))
    .returning();
  return row ?? null;
}

export async function findIntent(db: Database, intentId: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(paymentIntents).where(eq(paymentIntents.id, intentId));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findIntentByTxid(tx: Database, txid: string) {
  const [row] = await tx.select().from(paymentIntents).where(eq(paymentIntents.pixTxid, txid)).for('update');
  return row ?? null;
}

export async function listIntentIdsOfBuyer(db: Database, buyerId: string) {
  const rows = await db
    .select({ id: paymentIntents.id })
    .from(paymentIntents)
    .where(eq(paymentIntents.buyerId, buyerId))
    .orderBy(desc(paymentIntents.createdAt), desc(paymentIntents.id));
  return rows.map((row) => row.id);
}

/** One status's intents, oldest change first; with a reference, that one intent whatever its status. */
export async function listIntentsByStatus(
  db: Database,
  input: { status: PaymentIntentStatus; reference?: string | undefined; take: number; skip: number },
) {
  const where = input.reference
    ? eq(paymentIntents.reference, input.reference)
    : eq(paymentIntents.status, input.status);
  const rows = await db
    .select({ id: paymentIntents.id })
    .from(paymentIntents)
    .where(where)
    .orderBy(asc(paymentIntents.updatedAt), asc(paymentIntents.id))
    .limit(input.take)
    .offset(input.skip);
  const [count] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(paymentIntents)
    .where(where);
  return { ids: rows.map((row) => row.id), total: count?.total ?? 0 };
}

/** Everything a view of the given intents shows, in six reads. */
export async function loadIntentDetails(db: Database, intentIds: string[]) {
  if (intentIds.length === 0) return null;
  const [intents, items, lines, history, receipts, pix] = await Promise.all([
    db
      .select({
        intent: paymentIntents,
        listing: { id: listings.id, slug: listings.slug, title: listings.title, type: listings.type },
        creationMode: listings.paymentIntentCreationMode,
        seller: { name: sellers.name, taxId: sellers.taxId },
        auctioneer: { name: auctioneers.name, registration: auctioneers.registration },
        buyer: { id: buyers.id, username: buyers.username, userId: buyers.userId },
      })
      .from(paymentIntents)
      .innerJoin(listings, eq(listings.id, paymentIntents.listingId))
      .innerJoin(sellers, eq(sellers.id, listings.sellerId))
      .leftJoin(auctioneers, eq(auctioneers.id, listings.auctioneerId))
      .innerJoin(buyers, eq(buyers.id, paymentIntents.buyerId))
      .where(inArray(paymentIntents.id, intentIds)),
    db
      .select({
        intentId: paymentIntentItems.intentId,
        lotId: paymentIntentItems.lotId,
        lotClosingId: paymentIntentItems.lotClosingId,
        unitPriceCents: paymentIntentItems.unitPriceCents,
        quantity: paymentIntentItems.quantity,
        number: lots.number,
        title: lots.title,
        closingStatus: lotClosings.status,
      })
      .from(paymentIntentItems)
      .innerJoin(lots, eq(lots.id, paymentIntentItems.lotId))
      .leftJoin(lotClosings, eq(lotClosings.id, paymentIntentItems.lotClosingId))
      .where(inArray(paymentIntentItems.intentId, intentIds))
      .orderBy(asc(lots.number)),
    db
      .select()
      .from(paymentIntentLines)
      .where(inArray(paymentIntentLines.intentId, intentIds))
      .orderBy(asc(paymentIntentLines.position)),
    db
      .select()
      .from(paymentIntentHistory)
      .where(inArray(paymentIntentHistory.intentId, intentIds))
      .orderBy(asc(paymentIntentHistory.createdAt), asc(paymentIntentHistory.id)),
    db
      .select()
      .from(paymentReceipts)
      .where(inArray(paymentReceipts.intentId, intentIds))
      .orderBy(desc(paymentReceipts.uploadedAt), desc(paymentReceipts.id)),
    listPixOfIntents(db, intentIds),
  ]);
  return { intents, items, lines, history, receipts, pix };
}

export async function insertReceipt(tx: Database, value: typeof paymentReceipts.$inferInsert) {
  const [row] = await tx.insert(paymentReceipts).values(value).returning();
  return row!;
}

/** The receipt under review of an intent, locked with it. */
export async function findReceiptUnderReview(tx: Database, intentId: string) {
  const [row] = await tx
    .select()
    .from(paymentReceipts)
    .where(and(eq(paymentReceipts.intentId, intentId), eq(paymentReceipts.status, 'UNDER_REVIEW')))
    .orderBy(desc(paymentReceipts.uploadedAt))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function latestReceipt(db: Database, intentId: string) {
  const [row] = await db
    .select()
    .from(paymentReceipts)
    .where(eq(paymentReceipts.intentId, intentId))
    .orderBy(desc(paymentReceipts.uploadedAt), desc(paymentReceipts.id))
    .limit(1);
  return row ?? null;
}

export async function reviewReceipt(
  tx: Database,
  input: { receiptId: string; status: 'APPROVED' | 'REFUSED'; reason: string | null; staffUserId: string },
) {
  await tx
    .update(paymentReceipts)
    .set({
      status: input.status,
      refusalReason: input.reason,
      reviewedAt: sql`clock_timestamp()`,
      reviewedByUserId: input.staffUserId,
    })
    .where(eq(paymentReceipts.id, input.receiptId));
}

/**
 * Closes the receipts still under review of an intent that was paid another way (by PIX): APPROVED with no
 * reviewer, so FINANCE's queue no longer asks for them. Answers how many were closed.
 */
export async function closeReceiptsUnderReview(tx: Database, intentId: string) {
  const rows = await tx
    .update(paymentReceipts)
    .set({
      status: 'APPROVED',
      refusalReason: null,
      reviewedAt: sql`clock_timestamp()`,
      reviewedByUserId: null,
    })
    .where(and(eq(paymentReceipts.intentId, intentId), eq(paymentReceipts.status, 'UNDER_REVIEW')))
    .returning({ id: paymentReceipts.id });
  return rows.length;
}

/** Records a PIX notice once per end-to-end id; null when it was already recorded (a duplicate). */
export async function insertPixNotice(tx: Database, value: typeof pixNotices.$inferInsert) {
  const [row] = await tx
    .insert(pixNotices)
    .values(value)
    .onConflictDoNothing({ target: pixNotices.endToEndId })
    .returning();
  return row ?? null;
}

/** The PIX payments received for the given intents, oldest first (FINANCE's view of a payment). */
export async function listPixOfIntents(db: Database, intentIds: string[]) {
  if (intentIds.length === 0) return [];
  return db
    .select({
      intentId: pixNotices.intentId,
      endToEndId: pixNotices.endToEndId,
      amountCents: pixNotices.amountCents,
      paidAt: pixNotices.paidAt,
      outcome: pixNotices.outcome,
      toReturnCents: pixNotices.toReturnCents,
      returnedAt: pixNotices.returnedAt,
    })
    .from(pixNotices)
    .where(inArray(pixNotices.intentId, intentIds))
    .orderBy(asc(pixNotices.paidAt), asc(pixNotices.receivedAt), asc(pixNotices.endToEndId));
}

export async function setPixNoticeOutcome(
  tx: Database,
  endToEndId: string,
  outcome: (typeof pixNotices.$inferSelect)['outcome'],
  intentId: string | null,
) {
  // A payment for no open charge goes back whole (decision 285).
  await tx
    .update(pixNotices)
    .set({
      outcome,
      intentId,
      toReturnCents: outcome === 'UNMATCHED' ? sql`${pixNotices.amountCents}` : null,
    })
    .where(eq(pixNotices.endToEndId, endToEndId));
}

/** The buyer's user and e-mail, for notices. */
export async function findBuyerContact(db: Database, buyerId: string) {
  const [row] = await db
    .select({
      buyerId: buyers.id,
      userId: users.id,
      email: users.email,
      username: buyers.username,
      blockedAt: buyers.blockedAt,
      blockReason: buyers.blockReason,
    })
    .from(buyers)
    .innerJoin(users, eq(users.id, buyers.userId))
    .where(eq(buyers.id, buyerId));
  return row ?? null;
}

/** The buyer id of a user (staff acting on payments must not be its buyer). */
export async function findBuyerIdOfUser(db: Database, userId: string) {
  const [row] = await db.select({ id: buyers.id }).from(buyers).where(eq(buyers.userId, userId));
  return row?.id ?? null;
}

export async function insertNotifications(tx: Database, rows: (typeof userNotifications.$inferInsert)[]) {
  if (rows.length > 0) await tx.insert(userNotifications).values(rows);
}

/** PENDING_PAYMENT intents whose deadline passed (database clock), oldest first. */
export async function listOverdueIntentIds(db: Database, limit: number) {
  const rows = await db
    .select({ id: paymentIntents.id })
    .from(paymentIntents)
    .where(
      and(eq(paymentIntents.status, 'PENDING_PAYMENT'), sql`${paymentIntents.dueAt} < clock_timestamp()`),
    )
    .orderBy(asc(paymentIntents.dueAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * PENDING_PAYMENT intents due within two days that still have a reminder to get, with the clock they were
 * read at (the database's, or `at` when given).
 */
export async function listIntentsToRemind(db: Database, limit: number, at?: Date) {
  const now = at ? sql`${at.toISOString()}::timestamptz` : sql`clock_timestamp()`;
  return db
    .select({
      id: paymentIntents.id,
      dueAt: paymentIntents.dueAt,
      createdAt: paymentIntents.createdAt,
      remindersSent: paymentIntents.remindersSent,
      now: sql<string>`${now}`.mapWith((value: string | Date) => new Date(value)),
    })
    .from(paymentIntents)
    .where(
      and(
        eq(paymentIntents.status, 'PENDING_PAYMENT'),
        sql`${paymentIntents.remindersSent} < 2`,
        sql`${paymentIntents.dueAt} < ${now} + interval '2 days'`,
        sql`${paymentIntents.dueAt} >= ${now}`,
      ),
    )
    .orderBy(asc(paymentIntents.dueAt))
    .limit(limit);
}

/** Claims a reminder stage: true for exactly one caller, however many sweeps run at once. */
export async function claimReminder(tx: Database, intentId: string, stage: 1 | 2) {
  const rows = await tx
    .update(paymentIntents)
    .set({ remindersSent: stage })
    .where(
      and(
        eq(paymentIntents.id, intentId),
        eq(paymentIntents.status, 'PENDING_PAYMENT'),
        sql`${paymentIntents.remindersSent} < ${stage}`,
      ),
    )
    .returning({ id: paymentIntents.id });
  return rows.length === 1;
}

/** The closings an intent pays for. */
export async function listIntentItems(tx: Database, intentId: string) {
  return tx
    .select({
      lotId: paymentIntentItems.lotId,
      lotClosingId: paymentIntentItems.lotClosingId,
      unitPriceCents: paymentIntentItems.unitPriceCents,
      quantity: paymentIntentItems.quantity,
      lotTitle: lots.title,
    })
    .from(paymentIntentItems)
    .innerJoin(lots, eq(lots.id, paymentIntentItems.lotId))
    .where(eq(paymentIntentItems.intentId, intentId))
    .orderBy(asc(lots.number));
}

/** APPROVED → ABANDONED with a history row; answers the closings that moved. */
export async function abandonClosings(tx: Database, closingIds: string[], reason: string) {
  if (closingIds.length === 0) return [];
  const moved = await tx
    .update(lotClosings)
    .set({ status: 'ABANDONED', updatedAt: sql`clock_timestamp()` })
    .where(and(inArray(lotClosings.id, closingIds), eq(lotClosings.status, 'APPROVED')))
    .returning({ id: lotClosings.id, lotId: lotClosings.lotId });
  if (moved.length > 0) {
    await tx.insert(lotClosingHistory).values(
      moved.map((row) => ({
        lotClosingId: row.id,
        fromStatus: 'APPROVED' as const,
        toStatus: 'ABANDONED' as const,
        changedBy: 'system',
        reason,
      })),
    );
  }
  return moved;
}

/** Blocks a buyer for unpaid fees unless already blocked; true when this call blocked them. */
export async function blockBuyerForUnpaidFees(tx: Database, buyerId: string) {
  const rows = await tx
    .update(buyers)
    .set({ blockedAt: sql`clock_timestamp()`, blockReason: 'UNPAID_FEES', updatedAt: sql`clock_timestamp()` })
    .where(and(eq(buyers.id, buyerId), isNull(buyers.blockedAt)))
    .returning({ id: buyers.id });
  return rows.length === 1;
}

/**
 * Lifts an UNPAID_FEES block when no FINE of the buyer is left to pay; true when this call lifted it. The
 * buyer's row is locked first, so two fines paid at once agree on which one lifts the block.
 */
export async function unblockBuyerIfNoUnpaidFines(tx: Database, buyerId: string) {
  await tx.select({ id: buyers.id }).from(buyers).where(eq(buyers.id, buyerId)).for('update');
  const rows = rowsOf(
    await tx.execute(sql`
      update buyers set blocked_at = null, block_reason = null, updated_at = clock_timestamp()
      where id = ${buyerId}::uuid and block_reason = 'UNPAID_FEES'
        and not exists (
          select 1 from payment_intents
          where buyer_id = ${buyerId}::uuid and type = 'FINE'
            and status in ('PENDING_PAYMENT', 'PENDING_VERIFICATION'))
      returning id
    `),
  );
  return rows.length === 1;
}

/** Locks the Event row and answers its status. */
export async function lockListingStatus(tx: Database, listingId: string) {
  const [row] = await tx
    .select({ status: listings.status })
    .from(listings)
    .where(eq(listings.id, listingId))
    .for('update');
  return row?.status ?? null;
}

export async function countIntentsOfListing(tx: Database, listingId: string) {
  const [row] = await tx
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(paymentIntents)
    .where(eq(paymentIntents.listingId, listingId));
  return row?.total ?? 0;
}
