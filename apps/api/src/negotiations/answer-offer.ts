import { findSellerMembership } from '../sellers/seller-access.js';
import { AppError } from '../shared/errors.js';
import { moveOffer, offerNotFound } from './move-offer.js';
import { findOfferOwners } from './negotiations-repository.js';
import type { OffersDeps } from './offers-context.js';

/**
 * The seller's answer (ACCEPT, REJECT with a reason, COUNTER with a price): only an ADMIN of the lot's seller.
 * A VIEWER reads but is told SELLER_ROLE_READ_ONLY; anyone else (another seller, a buyer, staff) gets 404,
 * as if the offer did not exist.
 */
export async function answerOfferAsSeller(
  deps: OffersDeps,
  input: {
    userId: string;
    offerId: string;
    action: 'ACCEPT' | 'REJECT' | 'COUNTER';
    unitPriceCents?: number;
    reason?: string;
  },
) {
  const owners = await findOfferOwners(deps.db, input.offerId);
  if (!owners) throw offerNotFound();
  const membership = await findSellerMembership(deps.db, owners.sellerId, input.userId);
  if (!membership) throw offerNotFound();
  if (membership.role !== 'ADMIN') {
    throw new AppError(
      'SELLER_ROLE_READ_ONLY',
      'Seu acesso a este vendedor é só de leitura: apenas um administrador pode responder ofertas.',
    );
  }
  await moveOffer(
    deps,
    {
      negotiationId: owners.id,
      actor: 'SELLER',
      actorUserId: input.userId,
      action: input.action,
      ...(input.unitPriceCents === undefined ? {} : { unitPriceCents: input.unitPriceCents }),
      ...(input.reason === undefined ? {} : { reason: input.reason }),
    },
    owners.lotId,
  );
  return owners.id;
}

/** The buyer's move on their own offer (ACCEPT or REJECT a counter, CANCEL a pending offer). */
export async function answerOfferAsBuyer(
  deps: OffersDeps,
  input: { buyerId: string; userId: string; offerId: string; action: 'ACCEPT' | 'REJECT' | 'CANCEL' },
) {
  const owners = await findOfferOwners(deps.db, input.offerId);
  if (!owners || owners.buyerId !== input.buyerId) throw offerNotFound();
  await moveOffer(
    deps,
    { negotiationId: owners.id, actor: 'BUYER', actorUserId: input.userId, action: input.action },
    owners.lotId,
  );
  return owners.id;
}
