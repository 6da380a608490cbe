import type { NegotiationStatus } from './enums.js';

/*
 * Offers ("Fazer oferta") on direct-sale lots: the negotiation's state machine and its price rules, pure.
 * See docs/decisions/125-offers-and-negotiations.md.
 */

/** Who moves a negotiation: its buyer, an ADMIN of the lot's seller, or the system (expiry, lot sold). */
export type NegotiationActor = 'BUYER' | 'SELLER' | 'SYSTEM';

/** What an actor does to a negotiation. */
export type NegotiationAction =
  | 'ACCEPT'
  | 'REJECT'
  | 'COUNTER'
  | 'CANCEL'
  /** The system: nobody answered before the Event's deadline. */
  | 'EXPIRE'
  /** The system: the lot was sold (another offer accepted, or its stock gone). */
  | 'LOT_SOLD';

/** The statuses where someone still has to answer. */
export const openNegotiationStatuses = [
  'PENDING_SELLER_RESPONSE',
  'PENDING_BUYER_RESPONSE',
] as const satisfies readonly NegotiationStatus[];

export function isNegotiationOpen(status: NegotiationStatus): boolean {
  return (openNegotiationStatuses as readonly NegotiationStatus[]).includes(status);
}

/** The statuses that create the LOT_NEGOTIATION payment intent. */
export function isNegotiationAccepted(status: NegotiationStatus): boolean {
  return status === 'ACCEPTED_BY_SELLER' || status === 'ACCEPTED_BY_BUYER';
}

/** Why a move is refused: the negotiation is closed, or it is the other side's turn (or not this actor's move). */
export type NegotiationRefusal = 'NEGOTIATION_CLOSED' | 'NEGOTIATION_NOT_YOUR_TURN';

export type NegotiationMoveResult =
  | { ok: true; to: NegotiationStatus }
  | { ok: false; refusal: NegotiationRefusal };

/**
 * The legal moves, by status, actor and action. The spec's seven statuses are kept as they are: a system
 * close uses the status of the side that let the negotiation lapse (expiry) or that can no longer sell
 * (lot sold); its history row says SYSTEM and why.
 */
const moves: Record<
  (typeof openNegotiationStatuses)[number],
  Partial<Record<NegotiationActor, Partial<Record<NegotiationAction, NegotiationStatus>>>>
> = {
  PENDING_SELLER_RESPONSE: {
    SELLER: { ACCEPT: 'ACCEPTED_BY_SELLER', REJECT: 'REJECTED_BY_SELLER', COUNTER: 'PENDING_BUYER_RESPONSE' },
    BUYER: { CANCEL: 'CANCELLED_BY_BUYER' },
    SYSTEM: { EXPIRE: 'REJECTED_BY_SELLER', LOT_SOLD: 'REJECTED_BY_SELLER' },
  },
  PENDING_BUYER_RESPONSE: {
    BUYER: { ACCEPT: 'ACCEPTED_BY_BUYER', REJECT: 'REJECTED_BY_BUYER', CANCEL: 'CANCELLED_BY_BUYER' },
    SYSTEM: { EXPIRE: 'REJECTED_BY_BUYER', LOT_SOLD: 'REJECTED_BY_SELLER' },
  },
};

/** The status a move leads to, or why it is refused. */
export function negotiationMove(
  status: NegotiationStatus,
  actor: NegotiationActor,
  action: NegotiationAction,
): NegotiationMoveResult {
  if (!isNegotiationOpen(status)) return { ok: false, refusal: 'NEGOTIATION_CLOSED' };
  const to = moves[status as (typeof openNegotiationStatuses)[number]][actor]?.[action];
  return to ? { ok: true, to } : { ok: false, refusal: 'NEGOTIATION_NOT_YOUR_TURN' };
}

/** The actions an actor may take now (what the pages offer as buttons). */
export function negotiationActionsFor(
  status: NegotiationStatus,
  actor: NegotiationActor,
): NegotiationAction[] {
  if (!isNegotiationOpen(status)) return [];
  return Object.keys(
    moves[status as (typeof openNegotiationStatuses)[number]][actor] ?? {},
  ) as NegotiationAction[];
}

/** Lowest offer, as a percentage of the asking price (decision 125). */
export const offerFloorPercentage = 50;
/** Hours an offer or a counter-offer waits for its answer, unless the Event says otherwise. */
export const defaultOfferExpiryHours = 48;
/** Longest message a buyer can send with an offer, and longest reason of a refusal. */
export const offerMessageMaxLength = 500;

/** The lowest unit price a buyer may offer for an asking unit price: 50% of it, rounded up to the centavo. */
export function minimumOfferCents(askingCents: number): number {
  return Math.ceil((askingCents * offerFloorPercentage) / 100);
}

export type OfferPriceProblem = 'NOT_POSITIVE' | 'NOT_BELOW_ASKING' | 'BELOW_FLOOR';

/** Whether a buyer's unit price is a valid offer for an asking unit price: ≥ the floor and below asking. */
export function checkOfferPrice(input: {
  askingCents: number;
  offerCents: number;
}): OfferPriceProblem | null {
  if (!Number.isSafeInteger(input.offerCents) || input.offerCents <= 0) return 'NOT_POSITIVE';
  if (input.offerCents >= input.askingCents) return 'NOT_BELOW_ASKING';
  if (input.offerCents < minimumOfferCents(input.askingCents)) return 'BELOW_FLOOR';
  return null;
}

export type CounterPriceProblem = 'NOT_ABOVE_OFFER' | 'NOT_BELOW_ASKING';

/** A seller's counter-offer lies strictly between the buyer's offer and the asking price. */
export function checkCounterPrice(input: {
  askingCents: number;
  offerCents: number;
  counterCents: number;
}): CounterPriceProblem | null {
  if (!Number.isSafeInteger(input.counterCents) || input.counterCents <= input.offerCents) {
    return 'NOT_ABOVE_OFFER';
  }
  if (input.counterCents >= input.askingCents) return 'NOT_BELOW_ASKING';
  return null;
}

/** The unit price a negotiation settles at: the counter when the buyer accepted one, else the offer. */
export function agreedUnitPriceCents(input: {
  status: NegotiationStatus;
  offerCents: number;
  counterCents: number | null;
}): number | null {
  if (input.status === 'ACCEPTED_BY_SELLER') return input.offerCents;
  if (input.status === 'ACCEPTED_BY_BUYER') return input.counterCents;
  return null;
}

/** pt-BR name of each status, as buyers and sellers read it. */
export const negotiationStatusLabels: Record<NegotiationStatus, string> = {
  PENDING_SELLER_RESPONSE: 'Aguardando o vendedor',
  PENDING_BUYER_RESPONSE: 'Contraproposta recebida',
  ACCEPTED_BY_SELLER: 'Aceita pelo vendedor',
  REJECTED_BY_SELLER: 'Recusada pelo vendedor',
  ACCEPTED_BY_BUYER: 'Contraproposta aceita',
  REJECTED_BY_BUYER: 'Contraproposta recusada',
  CANCELLED_BY_BUYER: 'Cancelada pelo comprador',
};
