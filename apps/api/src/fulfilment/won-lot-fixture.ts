import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { type LotOperation, runBidBatch } from '../bidding/run-bid-batch.js';
import type { Database } from '../db/client.js';
import {
  listingBookingSchedules,
  listingEnrolments,
  listingStatusHistory,
  listings,
  lots,
  sessions,
} from '../db/schema/index.js';
import { type CloseLotDeps, closeLot } from '../lot-closing/close-lot.js';

const hour = 3_600_000;

/**
 * An auction of one lot, won by the buyer and closed through the real bidding engine and closer, so the
 * buyer has a purchase to pay, with pick-up windows two days ahead (three one-hour slots, `capacity`
 * buyers each). Used by the demo data and by the journeys' development route; never in production.
 */
export async function createWonLotEvent(
  deps: CloseLotDeps,
  input: {
    sellerId: string;
    auctioneerId: string;
    buyer: { userId: string; buyerId: string };
    title: string;
    lotTitle: string;
    capacity?: number;
    /** The pick-up window; by default three hours starting on the hour two days ahead. */
    pickUpWindow?: { startsAt: Date; endsAt: Date };
  },
) {
  const db: Database = deps.db;
  const now = Date.now();
  const suffix = randomUUID().slice(0, 8);
  const pickUpStart = input.pickUpWindow?.startsAt ?? new Date(Math.ceil((now + 48 * hour) / hour) * hour);
  const pickUpEnd = input.pickUpWindow?.endsAt ?? new Date(pickUpStart.getTime() + 3 * hour);
  const [listing] = await db
    .insert(listings)
    .values({
      slug: `retirada-${suffix}`,
      type: 'AUCTION',
      segment: 'Desativação de Escritório',
      status: 'OPEN',
      title: input.title,
      description: 'Mobiliário e equipamentos de escritório, retirada agendada no local.',
      city: 'São Paulo',
      state: 'SP',
      inspectionConditions: 'Visitação encerrada.',
      pickUpConditions: 'Retirada agendada pelo site, com o código de retirada da compra.',
      startsAt: new Date(now - 7 * 24 * hour),
      scheduledEndAt: new Date(now + hour),
      closingIntervalSeconds: 0,
      paymentIntentCreationMode: 'PER_LOT_END',
      sellerId: input.sellerId,
      auctioneerId: input.auctioneerId,
      buyerFeeBasisPoints: 500,
      publishedAt: new Date(now - 7 * 24 * hour),
    })
    .returning();
  await db
    .insert(listingStatusHistory)
    .values({ listingId: listing!.id, fromStatus: null, toStatus: 'OPEN', changedBy: 'system' });
  const [lot] = await db
    .insert(lots)
    .values({
      listingId: listing!.id,
      number: 1,
      title: input.lotTitle,
      description: 'Em bom estado de conservação.',
      macroCategory: 'MOVEIS_ESCRITORIO',
      estimatedValueCents: 120_000,
      startingBidCents: 40_000,
      incrementCents: 1_000,
      scheduledEndAt: new Date(now + hour),
      city: 'São Paulo',
      state: 'SP',
    })
    .returning();
  await db.insert(listingBookingSchedules).values({
    listingId: listing!.id,
    type: 'PICK_UP',
    startsAt: pickUpStart,
    endsAt: pickUpEnd,
    address: 'Av. Paulista, 1000, subsolo — São Paulo/SP',
    notes: 'Leve documento com foto.',
    slotMinutes: 60,
    slotCapacity: input.capacity ?? 3,
  });
  await db
    .insert(listingEnrolments)
    .values({ listingId: listing!.id, buyerId: input.buyer.buyerId, editalAcceptedAt: new Date() });
  // The engine checks the bid's session: a short one, ended right after.
  const [session] = await db
    .insert(sessions)
    .values({ userId: input.buyer.userId, method: 'seed', userAgent: null, expiresAt: new Date(now + hour) })
    .returning({ id: sessions.id });
  const operation: LotOperation = {
    userId: input.buyer.userId,
    sessionId: session!.id,
    kind: 'bid',
    amountCents: 40_000,
    lastSeenBidId: null,
    idempotencyKey: randomUUID(),
    confirmHighAmount: true,
  };
  const [outcome] = (await runBidBatch(db, lot!.id, [operation])).outcomes;
  if (!outcome?.ok) throw new Error(`fixture bid refused: ${outcome ? outcome.error.code : 'no outcome'}`);
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: 'signout' })
    .where(eq(sessions.id, session!.id));
  await db.update(lots).set({ scheduledEndAt: sql`now() - interval '1 minute'` }).where(eq(lots.id, lot!.id));
  await db
    .update(listings)
    .set({ scheduledEndAt: sql`now() - interval '1 minute'` })
    .where(eq(listings.id, listing!.id));
  await closeLot(deps, lot!.id);
  return { listingId: listing!.id, listingSlug: listing!.slug, lotId: lot!.id };
}
