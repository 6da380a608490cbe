import {
  agreedUnitPriceCents,
  checkCounterPrice,
  formatBRL,
  type NegotiationAction,
  type NegotiationActor,
  negotiationMove,
} from '@circula/domain';
import { createNegotiationIntent } from '../checkout/create-negotiation-intent.js';
import type { Database } from '../db/client.js';
import type { negotiations } from '../db/schema/index.js';
import { assertBuyerMayParticipate } from '../enrolments/buyer-eligibility.js';
import { AppError } from '../shared/errors.js';
import { offerLotRefusal } from './make-offer.js';
import {
  closeLotForAcceptedOffer,
  findBuyerById,
  insertHistory,
  listOpenOffersOfLot,
  lockNegotiation,
  lockOfferLot,
  updateNegotiation,
} from './negotiations-repository.js';
import { notifyOfferMove } from './notify-offer-move.js';
import type { OffersDeps } from './offers-context.js';

export const offerNotFound = () => new AppError('OFFER_NOT_FOUND', 'Oferta não encontrada.');

const hour = 3_600_000;

export interface OfferMove {
  negotiationId: string;
  actor: NegotiationActor;
  actorUserId: string | null;
  action: NegotiationAction;
  unitPriceCents?: number;
  reason?: string;
}

/**
 * One move of a negotiation, in one transaction that locks the lot's row and then the offer's (always in
 * that order, so moves on one lot queue behind each other and never deadlock): the move is checked against
 * the domain's state machine on the locked row, so of two concurrent answers exactly one wins and the other
 * gets the code of the new state. Writes the history row and both sides' notices (bell and e-mail outbox);
 * an acceptance takes the whole lot (closes it by a conditional UPDATE that matches only while no unit is
 * reserved, refused otherwise with nothing written), creates the LOT_NEGOTIATION intent and closes the
 * lot's other open offers.
 * Answers 'skipped' for a system move that no longer applies (a sweep that lost to a person).
 */
export async function moveOffer(
  deps: OffersDeps,
  move: OfferMove,
  lotId: string,
): Promise<'moved' | 'skipped'> {
  const queued: string[] = [];
  const result = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const outcome = await moveLocked(tx, deps, move, lotId, queued);
    return outcome;
  });
  await deps.notifier.deliverQueued(queued);
  return result;
}

/** The move itself, for a caller that already holds the lot's lock (a sale closing the lot's offers). */
export async function moveLocked(
  tx: Database,
  deps: OffersDeps,
  move: OfferMove,
  lotId: string,
  queued: string[],
): Promise<'moved' | 'skipped'> {
  const lot = await lockOfferLot(tx, lotId);
  const offer = await lockNegotiation(tx, move.negotiationId);
  if (!lot || !offer || offer.lotId !== lotId) throw offerNotFound();
  const now = lot.now;
  const system = move.actor === 'SYSTEM';
  if (system && move.action === 'EXPIRE' && offer.expiresAt.getTime() > now.getTime()) return 'skipped';
  const result = negotiationMove(offer.status, move.actor, move.action);
  if (!result.ok) {
    if (system) return 'skipped';
    throw result.refusal === 'NEGOTIATION_CLOSED'
      ? new AppError('OFFER_NOT_OPEN', 'Esta oferta já foi encerrada.', { status: offer.status })
      : new AppError(
          'OFFER_NOT_YOUR_TURN',
          offer.status === 'PENDING_SELLER_RESPONSE'
            ? 'Esta oferta aguarda a resposta do vendedor.'
            : 'Esta oferta aguarda a resposta do comprador.',
          { status: offer.status },
        );
  }
  if (!system && offer.expiresAt.getTime() <= now.getTime()) {
    throw new AppError('OFFER_EXPIRED', 'O prazo para responder a esta oferta terminou.', {
      expiresAt: offer.expiresAt.toISOString(),
    });
  }
  const changes: Partial<typeof negotiations.$inferInsert> = { status: result.to, updatedAt: now };
  let historyPrice: number | null = null;
  let reason: string | null = move.reason ?? null;
  if (move.action === 'COUNTER') {
    const counter = move.unitPriceCents ?? 0;
    const problem = checkCounterPrice({
      askingCents: offer.askingUnitPriceCents,
      offerCents: offer.offerUnitPriceCents,
      counterCents: counter,
    });
    if (problem) {
      throw new AppError(
        'OFFER_COUNTER_OUT_OF_RANGE',
        `A contraproposta deve ser maior que a oferta (${formatBRL(offer.offerUnitPriceCents)}) e menor que o preço pedido (${formatBRL(offer.askingUnitPriceCents)}).`,
        { offerUnitPriceCents: offer.offerUnitPriceCents, askingUnitPriceCents: offer.askingUnitPriceCents },
      );
    }
    changes.counterUnitPriceCents = counter;
    changes.expiresAt = new Date(now.getTime() + lot.offerExpiryHours * hour);
    historyPrice = counter;
  }
  if (move.action === 'REJECT' && move.actor === 'SELLER') changes.rejectionReason = reason;
  if (move.action === 'EXPIRE') {
    changes.closedReason = 'EXPIRED';
    reason = 'Prazo de resposta encerrado';
  }
  if (move.action === 'LOT_SOLD') {
    changes.closedReason = 'LOT_SOLD';
    reason = 'Lote vendido';
  }
  if (move.action === 'ACCEPT') {
    const unavailable = offerLotRefusal(lot, 'ACCEPT');
    if (unavailable) throw unavailable;
    const buyer = await findBuyerById(tx, offer.buyerId);
    assertBuyerMayParticipate(
      buyer && {
        status: buyer.status,
        type: buyer.type,
        blocked: buyer.blockedAt !== null,
        sellerMember: false,
      },
      lot.acceptBuyersMode,
    );
    const agreed = agreedUnitPriceCents({
      status: result.to,
      offerCents: offer.offerUnitPriceCents,
      counterCents: offer.counterUnitPriceCents,
    })!;
    // The whole lot is taken before anything is written: the conditional close matches only an open lot
    // with no unit reserved, so a "Comprar agora" that got there first refuses this acceptance (and the
    // transaction rolls back: the offer as it was, no intent).
    if (!(await closeLotForAcceptedOffer(tx, lot.id, now))) {
      const current = (await lockOfferLot(tx, lotId)) ?? lot;
      throw (
        offerLotRefusal(current, 'ACCEPT') ??
        new AppError('OFFER_LOT_UNAVAILABLE', 'Este lote não está mais disponível.')
      );
    }
    const created = await createNegotiationIntent(tx, {
      listingId: lot.listingId,
      buyerId: offer.buyerId,
      lotId: lot.id,
      unitPriceCents: agreed,
      quantity: offer.quantity,
      negotiationId: offer.id,
      now,
      webOrigin: deps.webOrigin,
    });
    queued.push(...created.queuedEmails);
    changes.agreedUnitPriceCents = agreed;
    changes.paymentIntentId = created.intent.id;
    historyPrice = agreed;
  }
  await updateNegotiation(tx, offer.id, changes);
  await insertHistory(tx, {
    negotiationId: offer.id,
    fromStatus: offer.status,
    toStatus: result.to,
    actor: move.actor,
    actorUserId: move.actorUserId,
    unitPriceCents: historyPrice,
    reason,
    createdAt: now,
  });
  queued.push(
    ...(await notifyOfferMove(tx, deps.webOrigin, {
      actor: move.actor,
      action: move.action,
      negotiationId: offer.id,
      buyerId: offer.buyerId,
      sellerId: lot.sellerId,
      lot: {
        id: lot.id,
        number: lot.number,
        title: lot.title,
        listingId: lot.listingId,
        listingTitle: lot.listingTitle,
      },
      quantity: offer.quantity,
      unitPriceCents: historyPrice,
      reason,
      expiresAt: changes.expiresAt ?? offer.expiresAt,
      status: result.to,
    })),
  );
  if (move.action === 'ACCEPT') {
    queued.push(...(await closeOffersOfSoldLotLocked(tx, deps, lot.id, offer.id)));
  }
  return 'moved';
}

/** Under the lot's lock: every other open offer of a sold lot is closed (LOT_SOLD) with its notices. */
export async function closeOffersOfSoldLotLocked(
  tx: Database,
  deps: OffersDeps,
  lotId: string,
  exceptId: string | null,
): Promise<string[]> {
  const queued: string[] = [];
  for (const id of await listOpenOffersOfLot(tx, lotId, exceptId)) {
    await moveLocked(
      tx,
      deps,
      { negotiationId: id, actor: 'SYSTEM', actorUserId: null, action: 'LOT_SOLD' },
      lotId,
      queued,
    );
  }
  return queued;
}
