import type { FastifyInstance } from 'fastify';
import { makeListing, makeLot, makeSeller } from '../../test/factories.js';
import { type Bidder, makeBidder } from '../bidding/bidding-test-factories.js';
import { signedInUser } from '../buyers/buyer-test-factories.js';
import type { Database } from '../db/client.js';
import { sellerUsers } from '../db/schema/index.js';

/** Test factories of offers: a seller with its ADMIN and VIEWER, direct-sale lots, and the HTTP calls. */

export type Person = { userId: string; email: string; headers: Record<string, string> };

/** A seller with a signed-in ADMIN and VIEWER. */
export async function makeSellerTeam(app: FastifyInstance, db: Database, name?: string) {
  const seller = await makeSeller(db, name ? { name } : {});
  const people: Person[] = [];
  for (const role of ['ADMIN', 'VIEWER'] as const) {
    const who = await signedInUser(app, db);
    await db.insert(sellerUsers).values({ sellerId: seller.id, userId: who.user.id, role });
    people.push({ userId: who.user.id, email: who.user.email, headers: who.headers });
  }
  return { seller, admin: people[0]!, viewer: people[1]! };
}

/** A direct-sale lot of the seller (asking R$ 800,00 a unit unless told otherwise), its Event OPEN. */
export async function makeOfferLot(
  db: Database,
  sellerId: string,
  options: {
    unitPriceCents?: number;
    quantity?: number;
    acceptsOffers?: boolean;
    offerExpiryHours?: number;
    type?: 'DIRECT_SALE' | 'AUCTION';
  } = {},
) {
  const listing = await makeListing(db, {
    sellerId,
    type: options.type ?? 'DIRECT_SALE',
    acceptsOffers: options.acceptsOffers ?? true,
    offerExpiryHours: options.offerExpiryHours ?? 48,
    buyerFeeBasisPoints: 1_000,
  });
  const lot = await makeLot(db, {
    listingId: listing.id,
    ...(options.type === 'AUCTION' ? {} : { unitPriceCents: options.unitPriceCents ?? 80_000 }),
    quantity: options.quantity ?? 1,
  });
  return { listing, lot };
}

export function makeOfferCall(
  app: FastifyInstance,
  who: { headers: Record<string, string> },
  lotId: string,
  body: object,
) {
  return app.inject({
    method: 'POST',
    url: `/web/lots/${lotId}/offers`,
    headers: who.headers,
    payload: body,
  });
}

export function buyerMove(
  app: FastifyInstance,
  buyer: Bidder,
  offerId: string,
  action: 'accept' | 'reject' | 'cancel',
  asBuyerId = buyer.buyerId,
) {
  return app.inject({
    method: 'POST',
    url: `/web/buyers/${asBuyerId}/offers/${offerId}/${action}`,
    headers: buyer.headers,
  });
}

export function sellerMove(
  app: FastifyInstance,
  who: { headers: Record<string, string> },
  offerId: string,
  action: 'accept' | 'reject' | 'counter',
  body?: object,
) {
  return app.inject({
    method: 'POST',
    url: `/seller/offers/${offerId}/${action}`,
    headers: who.headers,
    ...(body ? { payload: body } : {}),
  });
}

/** A buyer's fresh offer on the lot (made over HTTP); throws unless it was taken. */
export async function offerOn(
  app: FastifyInstance,
  db: Database,
  lotId: string,
  unitPriceCents = 60_000,
  buyer?: Bidder,
) {
  const who = buyer ?? (await makeBidder(app, db));
  const response = await makeOfferCall(app, who, lotId, { unitPriceCents, message: 'Posso retirar amanhã.' });
  if (response.statusCode !== 201) throw new Error(`offer refused: ${response.body}`);
  return { buyer: who, offer: response.json().offer as { id: string; status: string } };
}
