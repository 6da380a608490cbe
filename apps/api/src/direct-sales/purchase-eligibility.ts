import type { Database } from '../db/client.js';
import { assertBuyerMayParticipate, sellerOwnListing } from '../enrolments/buyer-eligibility.js';
import { AppError, refusal } from '../shared/errors.js';
import { assertDeclarationsMade } from '../users/declarations.js';
import {
  findBuyerOfUser,
  findLotForPurchase,
  isUserOfSeller,
  type LotForPurchase,
} from './direct-sales-repository.js';

export const lotNotFound = () => new AppError('LOT_NOT_FOUND', 'Lote não encontrado.');

/** "Restam 2 unidades" / "Resta 1 unidade" / sold out. */
export function insufficientStock(availableQuantity: number) {
  const message =
    availableQuantity <= 0
      ? 'Este lote esgotou: não há mais unidades à venda.'
      : availableQuantity === 1
        ? 'Resta apenas 1 unidade deste lote. Ajuste a quantidade para continuar.'
        : `Restam apenas ${availableQuantity} unidades deste lote. Ajuste a quantidade para continuar.`;
  return refusal('INSUFFICIENT_STOCK', message, { availableQuantity: Math.max(0, availableQuantity) });
}

/** The buyer already holds the most unpaid direct-sale purchases allowed (decision 282). */
export function unpaidLimitReached(limit: number) {
  const message =
    limit === 1
      ? 'Você já tem 1 compra aguardando pagamento. Pague ou cancele essa compra em Minhas compras para poder comprar de novo.'
      : `Você já tem ${limit} compras aguardando pagamento. Pague ou cancele uma delas em Minhas compras para poder comprar de novo.`;
  return refusal('DIRECT_SALE_UNPAID_LIMIT', message, { limit });
}

/** Whether the lot takes purchases now: an open lot of an open, started direct-sale Event, before its end. */
export function isOnSale(found: LotForPurchase): boolean {
  const now = found.now.getTime();
  return (
    found.lot.status === 'OPEN' &&
    found.listing.status === 'OPEN' &&
    found.listing.startsAt.getTime() <= now &&
    (found.lot.scheduledEndAt === null || found.lot.scheduledEndAt.getTime() > now)
  );
}

export const notForSale = () =>
  new AppError(
    'LOT_NOT_FOR_SALE',
    'Este lote não está à venda agora: a venda ainda não começou ou já terminou.',
  );

/**
 * The lot a user may buy, and their buyer: a direct-sale lot that exists and is published (else 404, the
 * same as a lot that does not exist), then the checks of enrolment in the same order and words — a user of
 * the Event's seller first (SELLER_OWN_LISTING), the sign-up declarations, a buyer registration, not
 * blocked, VERIFIED, of a person type the Event accepts — and then that the lot is on sale now.
 */
export async function findPurchasableLot(db: Database, input: { userId: string; lotId: string }) {
  const found = await findLotForPurchase(db, input.lotId);
  if (
    found?.listing.type !== 'DIRECT_SALE' ||
    found.listing.status === 'DRAFT' ||
    found.lot.status === 'CANCELLED' ||
    found.lot.unitPriceCents === null
  ) {
    throw lotNotFound();
  }
  if (await isUserOfSeller(db, found.listing.sellerId, input.userId)) throw sellerOwnListing();
  await assertDeclarationsMade(db, input.userId);
  const buyer = await findBuyerOfUser(db, input.userId);
  assertBuyerMayParticipate(
    buyer && {
      status: buyer.status,
      type: buyer.type,
      blocked: buyer.blockedAt !== null,
      sellerMember: false,
    },
    found.listing.acceptBuyersMode,
  );
  if (!isOnSale(found)) throw notForSale();
  return {
    found: { ...found, lot: { ...found.lot, unitPriceCents: found.lot.unitPriceCents } },
    buyer: buyer!,
  };
}
