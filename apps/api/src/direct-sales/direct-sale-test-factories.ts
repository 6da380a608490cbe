import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { makeListing, makeLot } from '../../test/factories.js';
import type { Bidder } from '../bidding/bidding-test-factories.js';
import type { Database } from '../db/client.js';

/** Test factories of "Comprar agora": an open direct-sale lot with stock, and the two calls of the checkout. */

export async function directSaleLot(
  db: Database,
  options: {
    quantity?: number;
    unitPriceCents?: number;
    acceptBuyersMode?: 'ONLY_NATURAL_PERSONS' | 'ONLY_JURIDICAL_PERSONS' | 'ALL';
    feeRows?: { fromValueCents: number; toValueCents: number; feeCents: number }[];
    buyerFeeBasisPoints?: number | null;
  } = {},
) {
  const listing = await makeListing(db, {
    type: 'DIRECT_SALE',
    segment: 'Queima de Estoque',
    acceptBuyersMode: options.acceptBuyersMode ?? 'ALL',
    buyerFeeBasisPoints: options.buyerFeeBasisPoints === undefined ? 1_000 : options.buyerFeeBasisPoints,
    ...(options.feeRows ? { feeRows: options.feeRows } : {}),
  });
  const lot = await makeLot(db, {
    listingId: listing.id,
    quantity: options.quantity ?? 5,
    unitPriceCents: options.unitPriceCents ?? 12_000,
  });
  return { listing, lot };
}

export const newClientKey = () => randomUUID().replaceAll('-', '');

export function review(app: FastifyInstance, who: Pick<Bidder, 'headers'>, lotId: string, quantity: number) {
  return app.inject({
    method: 'POST',
    url: '/web/listing-checkouts',
    headers: who.headers,
    payload: { lotId, quantity },
  });
}

export function confirm(
  app: FastifyInstance,
  who: Pick<Bidder, 'headers'>,
  lotId: string,
  quantity: number,
  clientKey = newClientKey(),
) {
  return app.inject({
    method: 'POST',
    url: '/web/listing-checkouts/confirm',
    headers: who.headers,
    payload: { lotId, quantity, clientKey, acceptTerms: true },
  });
}
