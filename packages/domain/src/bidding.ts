import type { Cents } from './currency.js';
import type { InvalidBidReason, ListingType } from './enums.js';
import { addCents, mulDivCeil, multiplyCents } from './money-math.js';

/** Bids at or above R$ 100.000,00 need the buyer's signed high-bids agreement. */
export const HIGH_BID_THRESHOLD_CENTS = 10_000_000;

export const DEFAULT_SOFT_CLOSE_WINDOW_SECONDS = 180;
export const DEFAULT_SOFT_CLOSE_EXTENSION_SECONDS = 180;

/** Below each bound (exclusive), the increment on its right. */
const incrementSteps: readonly (readonly [Cents, Cents])[] = [
  [100_000, 2_000],
  [1_000_000, 10_000],
  [10_000_000, 50_000],
  [100_000_000, 200_000],
];
const TOP_INCREMENT_CENTS = 1_000_000;

/**
 * The increment when the lot sets none, by the current bid: below R$ 1.000 → R$ 20; below R$ 10.000 →
 * R$ 100; below R$ 100.000 → R$ 500; below R$ 1.000.000 → R$ 2.000; else R$ 10.000.
 */
export function defaultIncrementCents(currentCents: Cents): Cents {
  return incrementSteps.find(([bound]) => currentCents < bound)?.[1] ?? TOP_INCREMENT_CENTS;
}

/** The starting bid when there is no bid; else the last bid plus the lot's increment (or the default one). */
export function minimumNextBidCents(input: {
  startingBidCents: Cents;
  lastBidCents: Cents | null;
  incrementCents: Cents | null;
}): Cents {
  if (input.lastBidCents === null) return input.startingBidCents;
  const increment =
    input.incrementCents !== null && input.incrementCents > 0
      ? input.incrementCents
      : defaultIncrementCents(input.lastBidCents);
  // Saturates: a last bid stored before amounts were bounded must not break the pages that show the lot.
  // Above BID_HARD_CAP_CENTS no bid is accepted anyway.
  if (input.lastBidCents > Number.MAX_SAFE_INTEGER - increment) return Number.MAX_SAFE_INTEGER;
  return addCents(input.lastBidCents, increment);
}

/** No bid or automatic-bid maximum is ever above R$ 1 bilhão, whatever the lot. */
export const BID_HARD_CAP_CENTS = 100_000_000_000;
/** A bid may be at most this many times the lot's reference value (appraisal, current bid, starting bid). */
export const BID_MAX_MULTIPLE = 10;
/** The ceiling is never below R$ 10.000,00, so a lot with no appraisal and a tiny starting bid still sells. */
export const BID_MIN_CEILING_CENTS = 1_000_000;
/** A jump of more than R$ 10.000,00 over the minimum asks for confirmation. */
export const LARGE_JUMP_ABSOLUTE_CENTS = 1_000_000;
/** A jump to this many times the minimum, or more, asks for confirmation. */
export const LARGE_JUMP_MULTIPLE = 2;

/**
 * The largest amount a bid (or an automatic bid's maximum) may have on a lot: BID_MAX_MULTIPLE times the
 * largest of its appraisal, current bid and starting bid (never below BID_MIN_CEILING_CENTS), and never
 * above BID_HARD_CAP_CENTS.
 */
export function maximumBidCents(input: {
  appraisalCents: Cents | null;
  lastBidCents: Cents | null;
  startingBidCents: Cents;
}): Cents {
  const reference = Math.max(input.appraisalCents ?? 0, input.lastBidCents ?? 0, input.startingBidCents, 0);
  if (reference >= BID_HARD_CAP_CENTS) return BID_HARD_CAP_CENTS;
  return Math.min(
    BID_HARD_CAP_CENTS,
    Math.max(BID_MIN_CEILING_CENTS, multiplyCents(reference, BID_MAX_MULTIPLE)),
  );
}

/**
 * A slip of the finger adds a zero: an amount at or above twice the minimum, or more than R$ 10.000,00
 * above it, must be confirmed by the bidder. The same rule for manual bids and automatic-bid maxima, on the
 * web (which asks) and in the API (which refuses an unconfirmed one).
 */
export function needsAmountConfirmation(amountCents: Cents, minimumCents: Cents): boolean {
  if (minimumCents <= 0) return amountCents >= LARGE_JUMP_ABSOLUTE_CENTS;
  return (
    amountCents >= multiplyCents(Math.min(minimumCents, BID_HARD_CAP_CENTS), LARGE_JUMP_MULTIPLE) ||
    amountCents - minimumCents > LARGE_JUMP_ABSOLUTE_CENTS
  );
}

export type AmountBoundsCheck =
  | { ok: true }
  | { ok: false; reason: 'AMOUNT_ABOVE_MAXIMUM'; maximumCents: Cents }
  | { ok: false; reason: 'CONFIRMATION_REQUIRED'; amountCents: Cents };

/**
 * The upper side of an amount already at or above its minimum: refused above the lot's maximum, and
 * refused unless confirmed when it is a large jump over the minimum.
 */
export function checkAmountBounds(input: {
  amountCents: Cents;
  minimumCents: Cents;
  maximumCents: Cents;
  confirmed: boolean;
}): AmountBoundsCheck {
  if (input.amountCents > input.maximumCents) {
    return { ok: false, reason: 'AMOUNT_ABOVE_MAXIMUM', maximumCents: input.maximumCents };
  }
  if (!input.confirmed && needsAmountConfirmation(input.amountCents, input.minimumCents)) {
    return { ok: false, reason: 'CONFIRMATION_REQUIRED', amountCents: input.amountCents };
  }
  return { ok: true };
}

export type BidEvaluation = { ok: true } | { ok: false; reason: InvalidBidReason };

/**
 * Checks a bid against the lot's state. The bidder sends the id of the last bid they saw: another bid
 * since then makes theirs OUTDATED_BID (they must see the new state first). Then the amount must beat the
 * last bid, and reach the minimum next bid — which, with no bid yet, is the starting bid.
 */
export function evaluateBid(input: {
  amountCents: Cents;
  lastSeenBidId: string | null;
  lastBid: { id: string; amountCents: Cents } | null;
  startingBidCents: Cents;
  incrementCents: Cents | null;
}): BidEvaluation {
  const { amountCents, lastBid } = input;
  if ((input.lastSeenBidId ?? null) !== (lastBid?.id ?? null)) return { ok: false, reason: 'OUTDATED_BID' };
  if (lastBid && amountCents <= lastBid.amountCents) {
    return { ok: false, reason: 'AMOUNT_LESS_OR_EQUAL_TO_LAST_BID' };
  }
  const minimum = minimumNextBidCents({
    startingBidCents: input.startingBidCents,
    lastBidCents: lastBid?.amountCents ?? null,
    incrementCents: input.incrementCents,
  });
  if (amountCents < minimum) return { ok: false, reason: 'AMOUNT_BELOW_MINIMUM_INCREMENT' };
  return { ok: true };
}

export function needsHighBidAgreement(
  amountCents: Cents,
  thresholdCents = HIGH_BID_THRESHOLD_CENTS,
): boolean {
  return amountCents >= thresholdCents;
}

/** Judicial auctions always use 3 minutes and 3 minutes (CNJ Resolution 236/2016); others their settings. */
export function softCloseSettings(
  listingType: ListingType,
  settings: { windowSeconds?: number | null; extensionSeconds?: number | null } = {},
): { windowSeconds: number; extensionSeconds: number } {
  if (listingType === 'JUDICIAL_PHASED_AUCTION') {
    return {
      windowSeconds: DEFAULT_SOFT_CLOSE_WINDOW_SECONDS,
      extensionSeconds: DEFAULT_SOFT_CLOSE_EXTENSION_SECONDS,
    };
  }
  return {
    windowSeconds: settings.windowSeconds ?? DEFAULT_SOFT_CLOSE_WINDOW_SECONDS,
    extensionSeconds: settings.extensionSeconds ?? DEFAULT_SOFT_CLOSE_EXTENSION_SECONDS,
  };
}

/**
 * The lot's end after a valid bid: a bid in the last `windowSeconds` before the end (the end itself
 * included) moves the end to `extensionSeconds` after the bid; an end is never brought forward.
 */
export function softCloseEnd(input: {
  bidAt: Date;
  scheduledEndAt: Date;
  windowSeconds?: number;
  extensionSeconds?: number;
}): Date {
  const windowMs = (input.windowSeconds ?? DEFAULT_SOFT_CLOSE_WINDOW_SECONDS) * 1000;
  const extensionMs = (input.extensionSeconds ?? DEFAULT_SOFT_CLOSE_EXTENSION_SECONDS) * 1000;
  const bid = input.bidAt.getTime();
  const end = input.scheduledEndAt.getTime();
  if (bid < end - windowMs || bid > end) return input.scheduledEndAt;
  return new Date(Math.max(end, bid + extensionMs));
}

/**
 * The minimum of a lot's first bid: for a judicial lot, its phase's share of the appraisal (the starting bid
 * stands in for a missing appraisal); for any other lot, its starting bid.
 */
export function firstBidMinimumCents(input: {
  listingType: ListingType;
  startingBidCents: Cents | null;
  appraisalCents: Cents | null;
  judicialPhase: 1 | 2;
  /** 0–1. */
  secondPhasePercentage?: number;
}): Cents {
  if (input.listingType !== 'JUDICIAL_PHASED_AUCTION') return input.startingBidCents ?? 0;
  return judicialPhaseMinimumCents({
    appraisalCents: input.appraisalCents ?? input.startingBidCents ?? 0,
    phase: input.judicialPhase,
    secondPhasePercentage: input.secondPhasePercentage,
  });
}

/** Below half the appraisal a judicial sale price is "vil" (CPC art. 891); per Event, this is the default. */
export const DEFAULT_JUDICIAL_SECOND_PHASE_PERCENTAGE = 0.5;

/**
 * The minimum bid of a JUDICIAL_PHASED_AUCTION lot: the appraisal (avaliação) in the first phase; in the
 * second, the Event's percentage of it, rounded up so that it never dips below the legal floor.
 */
export function judicialPhaseMinimumCents(input: {
  appraisalCents: Cents;
  phase: 1 | 2;
  secondPhasePercentage?: number;
}): Cents {
  if (input.phase === 1) return input.appraisalCents;
  const percentage = input.secondPhasePercentage ?? DEFAULT_JUDICIAL_SECOND_PHASE_PERCENTAGE;
  if (!(percentage >= 0 && percentage <= 1))
    throw new RangeError('Second-phase percentage must be within 0 and 1');
  return mulDivCeil(input.appraisalCents, Math.round(percentage * 10_000), 10_000);
}
