import type { OfferView } from '@circula/domain';
import { getOwnBuyerOrThrow } from '../buyers/get-buyer.js';
import type { Database } from '../db/client.js';
import { listSellerMemberships } from '../sellers/seller-access.js';
import { AppError } from '../shared/errors.js';
import { offerNotFound } from './move-offer.js';
import { listOffersByIds, listOffersOfBuyer, listOffersOfSellers } from './negotiations-repository.js';
import { toOfferViews } from './offer-views.js';

/** The buyer's own offers, newest first ("Minhas ofertas"). */
export async function listOwnOffers(db: Database, input: { userId: string; buyerId: string }) {
  const buyer = await getOwnBuyerOrThrow(db, input.userId, input.buyerId);
  return toOfferViews(db, await listOffersOfBuyer(db, buyer.id, 200), {
    side: 'BUYER',
    canAnswer: () => false,
  });
}

/** One of the buyer's offers; another buyer's answers 404. */
export async function getOwnOffer(
  db: Database,
  input: { buyerId: string; offerId: string },
): Promise<OfferView> {
  const rows = await listOffersByIds(db, [input.offerId]);
  const row = rows[0];
  if (!row || row.offer.buyerId !== input.buyerId) throw offerNotFound();
  return (await toOfferViews(db, [row], { side: 'BUYER', canAnswer: () => false }))[0]!;
}

async function memberships(db: Database, userId: string) {
  const rows = await listSellerMemberships(db, userId);
  if (rows.length === 0) throw new AppError('FORBIDDEN', 'Você não faz parte de nenhum vendedor.');
  return new Map(rows.map((row) => [row.sellerId, row.role]));
}

/** The offers on the lots of the user's sellers (ADMIN or VIEWER), waiting for the seller first. */
export async function listSellerOffers(
  db: Database,
  input: { userId: string; sellerId?: string | undefined; openOnly: boolean },
) {
  const roles = await memberships(db, input.userId);
  const sellerIds = input.sellerId ? [input.sellerId].filter((id) => roles.has(id)) : [...roles.keys()];
  if (input.sellerId && sellerIds.length === 0)
    throw new AppError('SELLER_NOT_FOUND', 'Vendedor não encontrado.');
  const rows = await listOffersOfSellers(db, { sellerIds, openOnly: input.openOnly, limit: 200 });
  return toOfferViews(db, rows, { side: 'SELLER', canAnswer: (sellerId) => roles.get(sellerId) === 'ADMIN' });
}

/** One offer on a lot of the user's sellers; anyone else's answers 404. */
export async function getSellerOffer(db: Database, input: { userId: string; offerId: string }) {
  const roles = new Map(
    (await listSellerMemberships(db, input.userId)).map((row) => [row.sellerId, row.role]),
  );
  const row = (await listOffersByIds(db, [input.offerId]))[0];
  if (!row || !roles.has(row.sellerId)) throw offerNotFound();
  return (
    await toOfferViews(db, [row], { side: 'SELLER', canAnswer: (id) => roles.get(id) === 'ADMIN' })
  )[0]!;
}
