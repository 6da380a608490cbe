import {
  type BlockReason,
  type BuyerPicture,
  type BuyerSearchQuery,
  type BuyerSearchResult,
  censorTaxId,
  normalizeTaxId,
} from '@circula/domain';
import { and, count, desc, eq, ilike, inArray, max, or, sql } from 'drizzle-orm';
import { listOpenSessions } from '../auth/list-sessions.js';
import type { Database } from '../db/client.js';
import {
  auditLog,
  bids,
  buyerApplications,
  buyers,
  listingEnrolments,
  listings,
  lots,
  paymentIntents,
  users,
} from '../db/schema/index.js';
import { AppError } from '../shared/errors.js';

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);

/** `%`, `_` and `\` typed by staff are looked for literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * Buyers whose name (account's or application's), e-mail or username contains the text, or whose tax id (verified, or on any of their
 * applications) is the text once punctuation is dropped. Tax id and e-mail hits use indexes; the contains
 * search on names scans, which is fine at the back office's volume (decision 185).
 */
export async function searchBuyers(db: Database, query: BuyerSearchQuery): Promise<BuyerSearchResult> {
  const taxId = normalizeTaxId(query.q);
  const pattern = likePattern(query.q);
  const byTaxId =
    taxId.length >= 11
      ? [
          eq(buyers.verifiedTaxId, taxId),
          inArray(
            buyers.id,
            db
              .select({ id: buyerApplications.buyerId })
              .from(buyerApplications)
              .where(eq(buyerApplications.taxId, taxId)),
          ),
        ]
      : [];
  const where = or(
    ilike(users.name, pattern),
    ilike(users.email, pattern),
    ilike(buyers.username, pattern),
    // The name on the application (a person's full name, a company's name) may differ from the account's.
    inArray(
      buyers.id,
      db
        .select({ id: buyerApplications.buyerId })
        .from(buyerApplications)
        .where(or(ilike(buyerApplications.fullName, pattern), ilike(buyerApplications.companyName, pattern))),
    ),
    ...byTaxId,
  );
  const latestTaxId = sql<string | null>`(
    select ${buyerApplications.taxId} from ${buyerApplications}
    where ${buyerApplications.buyerId} = ${buyers.id}
    order by ${buyerApplications.createdAt} desc limit 1
  )`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: buyers.id,
        username: buyers.username,
        status: buyers.status,
        type: buyers.type,
        blockedAt: buyers.blockedAt,
        name: users.name,
        email: users.email,
        taxId: latestTaxId,
        createdAt: buyers.createdAt,
      })
      .from(buyers)
      .innerJoin(users, eq(users.id, buyers.userId))
      .where(where)
      .orderBy(users.name, buyers.id)
      .limit(query.take)
      .offset(query.skip),
    db.select({ total: count() }).from(buyers).innerJoin(users, eq(users.id, buyers.userId)).where(where),
  ]);
  return {
    buyers: rows.map((row) => ({
      id: row.id,
      username: row.username,
      status: row.status,
      type: row.type,
      blockedAt: iso(row.blockedAt),
      name: row.name,
      email: row.email,
      taxIdCensored: row.taxId ? censorTaxId(row.taxId) : null,
      createdAt: row.createdAt.toISOString(),
    })),
    total: total?.total ?? 0,
  };
}

/** A buyer's applications, enrolments, bids, payment intents, blocks (with who) and open sessions. */
export async function getBuyerPicture(db: Database, buyerId: string): Promise<BuyerPicture> {
  const [buyer] = await db
    .select({ id: buyers.id, userId: buyers.userId })
    .from(buyers)
    .where(eq(buyers.id, buyerId))
    .limit(1);
  if (!buyer) throw new AppError('BUYER_NOT_FOUND', 'Comprador não encontrado.');

  const [applications, enrolments, bidRows, intents, blockRows, sessions] = await Promise.all([
    db
      .select()
      .from(buyerApplications)
      .where(eq(buyerApplications.buyerId, buyerId))
      .orderBy(desc(buyerApplications.createdAt)),
    db
      .select({
        listingId: listings.id,
        listingTitle: listings.title,
        listingSlug: listings.slug,
        editalAcceptedAt: listingEnrolments.editalAcceptedAt,
      })
      .from(listingEnrolments)
      .innerJoin(listings, eq(listings.id, listingEnrolments.listingId))
      .where(eq(listingEnrolments.buyerId, buyerId))
      .orderBy(desc(listingEnrolments.editalAcceptedAt)),
    db
      .select({
        lotId: bids.lotId,
        listingTitle: listings.title,
        lotNumber: lots.number,
        lotTitle: lots.title,
        bidCount: count(),
        highestAmountCents: max(bids.amountCents),
        lastBidAt: max(bids.createdAt),
      })
      .from(bids)
      .innerJoin(lots, eq(lots.id, bids.lotId))
      .innerJoin(listings, eq(listings.id, bids.listingId))
      .where(eq(bids.buyerId, buyerId))
      .groupBy(bids.lotId, lots.id, listings.id)
      .orderBy(desc(max(bids.createdAt))),
    db
      .select({
        id: paymentIntents.id,
        reference: paymentIntents.reference,
        listingTitle: listings.title,
        type: paymentIntents.type,
        status: paymentIntents.status,
        totalCents: paymentIntents.totalCents,
        createdAt: paymentIntents.createdAt,
        paidAt: paymentIntents.paidAt,
      })
      .from(paymentIntents)
      .innerJoin(listings, eq(listings.id, paymentIntents.listingId))
      .where(eq(paymentIntents.buyerId, buyerId))
      .orderBy(desc(paymentIntents.createdAt)),
    db
      .select({
        action: auditLog.action,
        after: auditLog.after,
        before: auditLog.before,
        actorName: users.name,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .where(
        and(
          eq(auditLog.entityType, 'buyer'),
          eq(auditLog.entityId, buyerId),
          inArray(auditLog.action, ['BUYER_BLOCKED', 'BUYER_UNBLOCKED']),
        ),
      )
      .orderBy(desc(auditLog.createdAt)),
    listOpenSessions(db, buyer.userId),
  ]);

  return {
    applications: applications.map((row) => ({
      id: row.id,
      status: row.status,
      type: row.type,
      taxIdCensored: censorTaxId(row.taxId),
      submittedAt: iso(row.submittedAt),
      reviewedAt: iso(row.reviewedAt),
      rejectionReason: row.rejectionReason,
      createdAt: row.createdAt.toISOString(),
    })),
    enrolments: enrolments.map((row) => ({ ...row, editalAcceptedAt: row.editalAcceptedAt.toISOString() })),
    bids: bidRows.map((row) => ({
      lotId: row.lotId,
      listingTitle: row.listingTitle,
      lotNumber: row.lotNumber,
      lotTitle: row.lotTitle,
      bidCount: Number(row.bidCount),
      highestAmountCents: Number(row.highestAmountCents ?? 0),
      lastBidAt: iso(row.lastBidAt),
    })),
    paymentIntents: intents.map((row) => ({
      ...row,
      totalCents: Number(row.totalCents),
      createdAt: row.createdAt.toISOString(),
      paidAt: iso(row.paidAt),
    })),
    blocks: blockRows.map((row) => {
      const blocked = row.action === 'BUYER_BLOCKED';
      const after = (row.after ?? {}) as {
        blockReason?: BlockReason | null;
        blockNote?: string | null;
        note?: string | null;
      };
      const before = (row.before ?? {}) as { blockReason?: BlockReason | null };
      return {
        action: blocked ? ('BLOCKED' as const) : ('UNBLOCKED' as const),
        reason: (blocked ? after.blockReason : before.blockReason) ?? null,
        note: (blocked ? after.blockNote : after.note) ?? null,
        actorName: row.actorName,
        createdAt: row.createdAt.toISOString(),
      };
    }),
    sessions: sessions.map((session) => ({
      id: session.id,
      label: session.label,
      method: session.method,
      createdAt: session.createdAt.toISOString(),
      lastUsedAt: session.lastUsedAt.toISOString(),
    })),
  };
}
