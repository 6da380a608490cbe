import type { PaymentIntentCreationMode } from '@circula/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { makeListing, makeLot } from '../../test/factories.js';
import { type Bidder, bid, makeBidder } from '../bidding/bidding-test-factories.js';
import type { Database } from '../db/client.js';
import { listingEnrolments, lots, paymentIntents } from '../db/schema/index.js';
import { closeLot } from '../lot-closing/close-lot.js';
import { closeLotDeps } from '../lot-closing/lot-closing-jobs.js';
import { signPixNotice } from './pix-provider.js';

/** Test factories of the checkout: Events whose lots are won and closed, and signed PIX notices. */

export async function endAndClose(app: FastifyInstance, db: Database, lotId: string) {
  await db
    .update(lots)
    .set({ scheduledEndAt: new Date(Date.now() - 1_000) })
    .where(eq(lots.id, lotId));
  return closeLot(closeLotDeps(app), lotId);
}

/**
 * An Event in the given creation mode whose lots are each won by the given bidders (one bid each, at the
 * given prices), then closed. Lots are closed in order; the last one closes the Event.
 */
export async function auctionWon(
  app: FastifyInstance,
  db: Database,
  options: {
    mode?: PaymentIntentCreationMode;
    type?: 'AUCTION' | 'JUDICIAL_PHASED_AUCTION';
    prices?: number[];
    winners?: Bidder[];
    buyerFeeBasisPoints?: number | null;
    feeRows?: { fromValueCents: number; toValueCents: number; feeCents: number }[];
    reserveCents?: number;
    close?: boolean;
  } = {},
) {
  const prices = options.prices ?? [50_000];
  const listing = await makeListing(db, {
    type: options.type ?? 'AUCTION',
    paymentIntentCreationMode: options.mode ?? 'PER_LOT_END',
    buyerFeeBasisPoints: options.buyerFeeBasisPoints === undefined ? 1_000 : options.buyerFeeBasisPoints,
    closingIntervalSeconds: 0,
    ...(options.feeRows ? { feeRows: options.feeRows } : {}),
  });
  const winners = options.winners ?? [await makeBidder(app, db, { enrolIn: [listing.id] })];
  // Bidders made for another test are enrolled in this Event too.
  for (const winner of winners) {
    await db
      .insert(listingEnrolments)
      .values({ listingId: listing.id, buyerId: winner.buyerId, editalAcceptedAt: new Date() })
      .onConflictDoNothing();
  }
  const wonLots = [];
  for (const [index, price] of prices.entries()) {
    const lot = await makeLot(db, {
      listingId: listing.id,
      startingBidCents: price,
      incrementCents: 100,
      ...(options.reserveCents ? { reserveCents: options.reserveCents } : {}),
    });
    const winner = winners[index % winners.length]!;
    const placed = await bid(app, winner, lot.id, { amountCents: price, lastSeenBidId: null });
    if (placed.statusCode !== 201) throw new Error(`bid refused: ${placed.body}`);
    wonLots.push({ lot, winner, price });
  }
  if (options.close ?? true) {
    for (const { lot } of wonLots) await endAndClose(app, db, lot.id);
  }
  return { listing, lots: wonLots, winners };
}

export const intentsOfBuyer = (db: Database, buyerId: string) =>
  db.select().from(paymentIntents).where(eq(paymentIntents.buyerId, buyerId));

export const intentsOfListing = (db: Database, listingId: string) =>
  db.select().from(paymentIntents).where(eq(paymentIntents.listingId, listingId));

/** A PIX notice as the provider sends it, signed with the secret at the given time (now by default). */
export function signedNotice(
  secret: string,
  body: { endToEndId: string; txid: string; amountCents: number; paidAt?: string },
  options: { timestamp?: number } = {},
) {
  const payload = JSON.stringify({ paidAt: new Date().toISOString(), ...body });
  const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
  return {
    method: 'POST' as const,
    url: '/webhooks/pix',
    headers: {
      'content-type': 'application/json',
      'x-pix-timestamp': timestamp,
      'x-pix-signature': signPixNotice(secret, timestamp, payload),
    },
    payload,
  };
}

export const intentUrl = (bidder: Bidder, intentId: string, suffix = '') =>
  `/web/buyers/${bidder.buyerId}/payment-intents/${intentId}${suffix}`;
