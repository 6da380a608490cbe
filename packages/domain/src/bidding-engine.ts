import { type AutomaticBid, resolveAutomaticBids } from './automatic-bids.js';
import {
  type AmountBoundsCheck,
  checkAmountBounds,
  evaluateBid,
  maximumBidCents,
  minimumNextBidCents,
  softCloseEnd,
} from './bidding.js';
import type { Cents } from './currency.js';
import type { InvalidBidReason } from './enums.js';

/** What the bid engine knows of a lot while it holds the lot's lock. */
export interface LotBidState {
  lastBid: { id: string; buyerId: string; amountCents: Cents } | null;
  /** Accepted bids so far; the next bid's sequence is this plus one. */
  bidCount: number;
  scheduledEndAt: Date;
}

export interface LotBidRules {
  /** The first bid's minimum: the starting bid, or the judicial phase's minimum. */
  startingBidCents: Cents;
  incrementCents: Cents | null;
  /** The lot's appraisal (avaliação), when it has one: part of the reference for the largest bid. */
  appraisalCents?: Cents | null;
  softClose: { windowSeconds: number; extensionSeconds: number };
}

export interface PlacedBid {
  id: string;
  buyerId: string;
  amountCents: Cents;
  sequence: number;
  automatic: boolean;
  createdAt: Date;
}

type BoundsRefusal = Extract<AmountBoundsCheck, { ok: false }>;

export type BidStep =
  | { ok: false; reason: InvalidBidReason | 'ALREADY_HIGHEST_BIDDER' }
  | BoundsRefusal
  | { ok: true; placed: PlacedBid[]; state: LotBidState; extended: boolean };

export function nextMinimumBidCents(state: LotBidState, rules: LotBidRules): Cents {
  return minimumNextBidCents({
    startingBidCents: rules.startingBidCents,
    lastBidCents: state.lastBid?.amountCents ?? null,
    incrementCents: rules.incrementCents,
  });
}

/** The largest amount a bid or an automatic-bid maximum may have on the lot now. */
export function maximumBidCentsFor(state: LotBidState, rules: LotBidRules): Cents {
  return maximumBidCents({
    appraisalCents: rules.appraisalCents ?? null,
    lastBidCents: state.lastBid?.amountCents ?? null,
    startingBidCents: rules.startingBidCents,
  });
}

/**
 * The least maximum an automatic bid may have: above the buyer's own bid when they lead (the maximum only
 * protects it), else the next minimum bid.
 */
export function automaticBidFloorCents(state: LotBidState, rules: LotBidRules, buyerId: string): Cents {
  const leading = state.lastBid?.buyerId === buyerId;
  return leading
    ? Math.min(Number.MAX_SAFE_INTEGER, state.lastBid!.amountCents + 1)
    : nextMinimumBidCents(state, rules);
}

export type AutomaticBidCheck =
  | { ok: true }
  | { ok: false; reason: 'BELOW_FLOOR'; floorCents: Cents; leading: boolean }
  | BoundsRefusal;

/** An automatic bid's new maximum against the lot: its floor, then the same bounds as a manual bid. */
export function checkAutomaticBidMaximum(
  state: LotBidState,
  rules: LotBidRules,
  input: { buyerId: string; maxCents: Cents; confirmed: boolean },
): AutomaticBidCheck {
  const floorCents = automaticBidFloorCents(state, rules, input.buyerId);
  if (input.maxCents < floorCents) {
    return {
      ok: false,
      reason: 'BELOW_FLOOR',
      floorCents,
      leading: state.lastBid?.buyerId === input.buyerId,
    };
  }
  return checkAmountBounds({
    amountCents: input.maxCents,
    minimumCents: floorCents,
    maximumCents: maximumBidCentsFor(state, rules),
    confirmed: input.confirmed,
  });
}

function place(
  state: LotBidState,
  rules: LotBidRules,
  bid: { buyerId: string; amountCents: Cents; automatic: boolean },
  at: Date,
  newId: () => string,
): { placed: PlacedBid; state: LotBidState } {
  const placed: PlacedBid = {
    id: newId(),
    buyerId: bid.buyerId,
    amountCents: bid.amountCents,
    sequence: state.bidCount + 1,
    automatic: bid.automatic,
    createdAt: at,
  };
  const scheduledEndAt = softCloseEnd({
    bidAt: at,
    scheduledEndAt: state.scheduledEndAt,
    windowSeconds: rules.softClose.windowSeconds,
    extensionSeconds: rules.softClose.extensionSeconds,
  });
  return {
    placed,
    state: {
      lastBid: { id: placed.id, buyerId: placed.buyerId, amountCents: placed.amountCents },
      bidCount: placed.sequence,
      scheduledEndAt,
    },
  };
}

/** The automatic bids the engine places now, run to their end (the leader is left unchallenged). */
export function runAutomaticBids(
  state: LotBidState,
  rules: LotBidRules,
  automaticBids: readonly AutomaticBid[],
  at: Date,
  newId: () => string,
): { placed: PlacedBid[]; state: LotBidState } {
  const placed: PlacedBid[] = [];
  let current = state;
  // resolveAutomaticBids answers in one round; a second call confirms the leader rests (bounded for safety).
  for (let round = 0; round < 8; round += 1) {
    const next = resolveAutomaticBids({
      lastBid: current.lastBid,
      automaticBids,
      startingBidCents: rules.startingBidCents,
      incrementCents: rules.incrementCents,
    });
    if (next.length === 0) break;
    for (const bid of next) {
      const step = place(current, rules, { ...bid, automatic: true }, at, newId);
      placed.push(step.placed);
      current = step.state;
    }
  }
  return { placed, state: current };
}

/**
 * One manual bid against the lot's state: the domain's refusals, then the bid, its soft-close extension
 * and every automatic bid it sets off. The caller has already checked who may bid and when.
 */
export function applyManualBid(
  state: LotBidState,
  rules: LotBidRules,
  bid: { buyerId: string; amountCents: Cents; lastSeenBidId: string | null; confirmed?: boolean },
  automaticBids: readonly AutomaticBid[],
  at: Date,
  newId: () => string,
): BidStep {
  const evaluation = evaluateBid({
    amountCents: bid.amountCents,
    lastSeenBidId: bid.lastSeenBidId,
    lastBid: state.lastBid,
    startingBidCents: rules.startingBidCents,
    incrementCents: rules.incrementCents,
  });
  if (!evaluation.ok) return evaluation;
  const bounds = checkAmountBounds({
    amountCents: bid.amountCents,
    minimumCents: nextMinimumBidCents(state, rules),
    maximumCents: maximumBidCentsFor(state, rules),
    confirmed: bid.confirmed ?? false,
  });
  if (!bounds.ok) return bounds;
  if (state.lastBid?.buyerId === bid.buyerId) return { ok: false, reason: 'ALREADY_HIGHEST_BIDDER' };
  const first = place(
    state,
    rules,
    { buyerId: bid.buyerId, amountCents: bid.amountCents, automatic: false },
    at,
    newId,
  );
  const rest = runAutomaticBids(first.state, rules, automaticBids, at, newId);
  return {
    ok: true,
    placed: [first.placed, ...rest.placed],
    state: rest.state,
    extended: rest.state.scheduledEndAt.getTime() !== state.scheduledEndAt.getTime(),
  };
}
