import { checkOfferPrice, formatBRL, minimumOfferCents } from '@circula/domain';
import type { Database } from '../db/client.js';
import { assertBuyerMayParticipate } from '../enrolments/buyer-eligibility.js';
import { AppError } from '../shared/errors.js';
import {
  findOfferingBuyer,
  findOfferLot,
  hasOpenOffer,
  insertHistory,
  insertNegotiation,
  lockOfferLot,
} from './negotiations-repository.js';
import { notifyOfferMove } from './notify-offer-move.js';
import type { OffersDeps } from './offers-context.js';

const hour = 3_600_000;

export const lotNotFound = () => new AppError('LOT_NOT_FOUND', 'Lote não encontrado.');

/**
 * Why an offer can be neither made nor accepted on the lot now, or null when it can. An offer is for the
 * lot's whole quantity, so it needs the lot open with no unit reserved: once "Comprar agora" took any unit,
 * the lot takes no offer and no open offer can be accepted (they become acceptable again if the purchase
 * lapses and its units come back).
 */
export function offerLotRefusal(
  lot: { status: string; listingStatus: string; quantity: number; reservedQuantity: number },
  moment: 'MAKE' | 'ACCEPT',
): AppError | null {
  const available = lot.quantity - lot.reservedQuantity;
  if (lot.status !== 'OPEN' || lot.listingStatus !== 'OPEN' || available <= 0) {
    return new AppError('OFFER_LOT_UNAVAILABLE', 'Este lote não está mais disponível.');
  }
  if (lot.reservedQuantity > 0) {
    return new AppError(
      'OFFER_LOT_UNAVAILABLE',
      moment === 'MAKE'
        ? 'Parte das unidades deste lote já foi comprada. Uma oferta vale para o lote inteiro, por isso este lote não aceita mais ofertas.'
        : 'Parte das unidades deste lote já foi comprada. Esta oferta vale para o lote inteiro e não pode mais ser aceita.',
      { quantity: lot.quantity, availableQuantity: available },
    );
  }
  return null;
}

/** Whether a lot takes offers: a direct-sale lot with an asking price, its Event allowing offers. */
export function lotTakesOffers(lot: {
  listingType: string;
  acceptsOffers: boolean;
  unitPriceCents: number | null;
}): lot is { listingType: 'DIRECT_SALE'; acceptsOffers: true; unitPriceCents: number } {
  return lot.listingType === 'DIRECT_SALE' && lot.acceptsOffers && (lot.unitPriceCents ?? 0) > 0;
}

/**
 * A buyer's offer on a lot → PENDING_SELLER_RESPONSE. Under the lot's row lock: the lot still open with no
 * unit bought (an offer is for the whole lot: `offerLotRefusal`), the buyer eligible (VERIFIED, not blocked,
 * of an accepted person type, not a user of the seller), the price within the bounds, and no other open offer
 * of the buyer on the lot (the partial unique index backs this up). The offer, its first history row and
 * both sides' notices commit together.
 */
export async function makeOffer(
  deps: OffersDeps,
  input: { userId: string; lotId: string; unitPriceCents: number; message?: string | undefined },
): Promise<{ id: string; buyerId: string }> {
  const found = await findOfferLot(deps.db, input.lotId);
  if (!found || found.listingStatus === 'DRAFT') throw lotNotFound();
  const queued: string[] = [];
  const made = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const lot = (await lockOfferLot(tx, input.lotId))!;
    if (!lotTakesOffers(lot)) {
      throw new AppError('OFFERS_NOT_ACCEPTED', 'Este lote não aceita ofertas.');
    }
    const unavailable = offerLotRefusal(lot, 'MAKE');
    if (unavailable) throw unavailable;
    const buyer = await findOfferingBuyer(tx, input.userId, lot.sellerId);
    assertBuyerMayParticipate(
      buyer && {
        status: buyer.status,
        type: buyer.type,
        blocked: buyer.blockedAt !== null,
        sellerMember: buyer.sellerMember,
      },
      lot.acceptBuyersMode,
    );
    const asking = lot.unitPriceCents;
    if (checkOfferPrice({ askingCents: asking, offerCents: input.unitPriceCents })) {
      throw new AppError(
        'OFFER_PRICE_OUT_OF_RANGE',
        `A oferta deve ser de pelo menos ${formatBRL(minimumOfferCents(asking))} e menor que o preço pedido (${formatBRL(asking)}).`,
        { minimumUnitPriceCents: minimumOfferCents(asking), askingUnitPriceCents: asking },
      );
    }
    if (await hasOpenOffer(tx, lot.id, buyer!.id)) {
      throw new AppError(
        'OFFER_ALREADY_OPEN',
        'Você já tem uma oferta em andamento para este lote. Acompanhe-a em Minhas ofertas.',
      );
    }
    const expiresAt = new Date(lot.now.getTime() + lot.offerExpiryHours * hour);
    const offer = await insertNegotiation(tx, {
      lotId: lot.id,
      listingId: lot.listingId,
      buyerId: buyer!.id,
      status: 'PENDING_SELLER_RESPONSE',
      quantity: lot.quantity,
      askingUnitPriceCents: asking,
      offerUnitPriceCents: input.unitPriceCents,
      message: input.message ?? null,
      expiresAt,
      createdAt: lot.now,
      updatedAt: lot.now,
    });
    await insertHistory(tx, {
      negotiationId: offer.id,
      fromStatus: null,
      toStatus: 'PENDING_SELLER_RESPONSE',
      actor: 'BUYER',
      actorUserId: input.userId,
      unitPriceCents: input.unitPriceCents,
      reason: input.message ?? null,
      createdAt: lot.now,
    });
    queued.push(
      ...(await notifyOfferMove(tx, deps.webOrigin, {
        actor: 'BUYER',
        action: 'MAKE',
        negotiationId: offer.id,
        buyerId: buyer!.id,
        sellerId: lot.sellerId,
        lot: {
          id: lot.id,
          number: lot.number,
          title: lot.title,
          listingId: lot.listingId,
          listingTitle: lot.listingTitle,
        },
        quantity: lot.quantity,
        unitPriceCents: input.unitPriceCents,
        reason: null,
        expiresAt,
        status: 'PENDING_SELLER_RESPONSE',
      })),
    );
    return { id: offer.id, buyerId: buyer!.id };
  });
  await deps.notifier.deliverQueued(queued);
  return made;
}

/** What a lot page needs to show "Fazer oferta" (public). */
export async function getOfferTerms(db: Database, lotId: string) {
  const lot = await findOfferLot(db, lotId);
  if (!lot || lot.listingStatus === 'DRAFT') throw lotNotFound();
  const open = offerLotRefusal(lot, 'MAKE') === null;
  const takes = lotTakesOffers(lot) && open;
  return {
    lotId: lot.id,
    acceptsOffers: takes,
    askingUnitPriceCents: lot.unitPriceCents,
    minimumUnitPriceCents: takes ? minimumOfferCents(lot.unitPriceCents!) : null,
    quantity: lot.quantity,
    expiryHours: lot.offerExpiryHours,
  };
}
