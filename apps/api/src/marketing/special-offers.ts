import { type SpecialOffer, type SpecialOfferInput, specialOffersRefusal } from '@circula/domain';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit.js';
import { firstPhotoKeys } from '../catalog/listings.js';
import type { Database } from '../db/client.js';
import { buyers, listings, lots, paymentIntents, specialOffers, users } from '../db/schema/index.js';
import type { MediaStorage } from '../media/media-storage.js';
import { renditionKey } from '../media/photo-renditions.js';
import { AppError } from '../shared/errors.js';

/** Events a visitor may open: anything past its draft, not cancelled. */
const visibleStatuses = [
  'TEASER',
  'OPEN',
  'CLOSED',
  'PAYMENT_COLLECTION',
  'FULFILLMENT',
  'FULFILLED',
  'SETTLED',
] as const;

/** Whether the user may see the Ofertas Especiais (decision 205), read in one query. */
export async function specialOffersAllowed(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({
      buyerStatus: buyers.status,
      blockedAt: buyers.blockedAt,
      paid: sql<number>`(select count(*)::int from ${paymentIntents} where ${paymentIntents.buyerId} = ${buyers.id} and ${paymentIntents.status} = 'PAID')`,
    })
    .from(users)
    .leftJoin(buyers, eq(buyers.userId, users.id))
    .where(eq(users.id, userId));
  const refusal = specialOffersRefusal({
    buyer: row?.buyerStatus ? { status: row.buyerStatus, blocked: row.blockedAt !== null } : null,
    paidPurchases: Number(row?.paid ?? 0),
  });
  return refusal === null;
}

async function offerViews(db: Database, media: MediaStorage, onlyVisible: boolean): Promise<SpecialOffer[]> {
  const rows = await db
    .select({
      id: specialOffers.id,
      position: specialOffers.position,
      listingId: specialOffers.listingId,
      lotId: specialOffers.lotId,
      listingTitle: listings.title,
      listingSlug: listings.slug,
      listingStatus: listings.status,
      lotTitle: lots.title,
      lotNumber: lots.number,
    })
    .from(specialOffers)
    .leftJoin(lots, eq(lots.id, specialOffers.lotId))
    .innerJoin(listings, sql`${listings.id} = coalesce(${specialOffers.listingId}, ${lots.listingId})`)
    .where(onlyVisible ? inArray(listings.status, [...visibleStatuses]) : undefined)
    .orderBy(asc(specialOffers.position), asc(specialOffers.createdAt));
  const photos = await firstPhotoKeys(
    db,
    rows.flatMap((row) => (row.lotId ? [row.lotId] : [])),
  );
  return rows.map((row) => {
    const photo = row.lotId ? photos.get(row.lotId) : undefined;
    return row.lotId
      ? {
          id: row.id,
          kind: 'LOT' as const,
          targetId: row.lotId,
          title: `Lote ${row.lotNumber} · ${row.lotTitle}`,
          subtitle: row.listingTitle,
          href: `/lotes/${row.lotId}`,
          imageUrl: photo ? media.publicUrl(renditionKey(photo, 256)) : null,
          position: row.position,
        }
      : {
          id: row.id,
          kind: 'LISTING' as const,
          targetId: row.listingId!,
          title: row.listingTitle,
          subtitle: null,
          href: `/eventos/${row.listingSlug}`,
          imageUrl: null,
          position: row.position,
        };
  });
}

/** The list a buyer sees: refused (403) to anyone the rule does not allow. */
export async function specialOffersForUser(db: Database, media: MediaStorage, userId: string) {
  if (!(await specialOffersAllowed(db, userId))) {
    throw new AppError(
      'SPECIAL_OFFERS_NOT_ALLOWED',
      'As Ofertas Especiais são para compradores verificados que já concluíram uma compra.',
    );
  }
  return offerViews(db, media, true);
}

export const staffSpecialOffers = (db: Database, media: MediaStorage) => offerViews(db, media, false);

/** Serialises changes of the list's order, so positions never repeat (PostgreSQL and PGlite alike). */
const lockOffers = (tx: Database) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('special_offers'))`);

export async function addSpecialOffer(
  db: Database,
  media: MediaStorage,
  actorUserId: string,
  input: SpecialOfferInput,
) {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await lockOffers(tx);
    if (input.listingId) {
      const [listing] = await tx
        .select({ id: listings.id })
        .from(listings)
        .where(eq(listings.id, input.listingId));
      if (!listing) throw new AppError('LISTING_NOT_FOUND', 'Evento não encontrado.');
    } else {
      const [lot] = await tx.select({ id: lots.id }).from(lots).where(eq(lots.id, input.lotId!));
      if (!lot) throw new AppError('LOT_NOT_FOUND', 'Lote não encontrado.');
    }
    const [created] = await tx
      .insert(specialOffers)
      .values({
        listingId: input.listingId ?? null,
        lotId: input.lotId ?? null,
        position: sql`(select coalesce(max(${specialOffers.position}), -1) + 1 from ${specialOffers})`,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) {
      throw new AppError('SPECIAL_OFFER_DUPLICATE', 'Este item já está nas Ofertas Especiais.');
    }
    await recordAudit(tx, {
      actorUserId,
      action: 'SPECIAL_OFFER_ADDED',
      entityType: 'special-offer',
      entityId: created.id,
      before: null,
      after: { listingId: created.listingId, lotId: created.lotId, position: created.position },
    });
  });
  return staffSpecialOffers(db, media);
}

export async function removeSpecialOffer(db: Database, media: MediaStorage, actorUserId: string, id: string) {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [removed] = await tx.delete(specialOffers).where(eq(specialOffers.id, id)).returning();
    if (!removed) throw new AppError('SPECIAL_OFFER_NOT_FOUND', 'Oferta especial não encontrada.');
    await recordAudit(tx, {
      actorUserId,
      action: 'SPECIAL_OFFER_REMOVED',
      entityType: 'special-offer',
      entityId: id,
      before: { listingId: removed.listingId, lotId: removed.lotId, position: removed.position },
      after: null,
    });
  });
  return staffSpecialOffers(db, media);
}

export async function reorderSpecialOffers(
  db: Database,
  media: MediaStorage,
  actorUserId: string,
  offerIds: string[],
) {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await lockOffers(tx);
    const current = await tx
      .select({ id: specialOffers.id })
      .from(specialOffers)
      .orderBy(asc(specialOffers.position))
      .for('update');
    const known = new Set(current.map((row) => row.id));
    const [total] = await tx.select({ value: count() }).from(specialOffers);
    if (Number(total?.value) !== offerIds.length || offerIds.some((id) => !known.has(id))) {
      throw new AppError(
        'SPECIAL_OFFER_ORDER_STALE',
        'A lista de ofertas mudou enquanto você reordenava. Recarregue a página e tente de novo.',
      );
    }
    for (const [position, id] of offerIds.entries()) {
      await tx
        .update(specialOffers)
        .set({ position })
        .where(and(eq(specialOffers.id, id)));
    }
    await recordAudit(tx, {
      actorUserId,
      action: 'SPECIAL_OFFERS_REORDERED',
      entityType: 'special-offer',
      entityId: 'all',
      before: { offerIds: current.map((row) => row.id) },
      after: { offerIds },
    });
  });
  return staffSpecialOffers(db, media);
}
