import { minimumNextBidCents } from './bidding.js';
import type { Cents } from './currency.js';

export type AutomaticBid = { buyerId: string; maxCents: Cents; createdAt: Date };
export type SystemBid = { buyerId: string; amountCents: Cents };

/** Highest maximum first; at equal maxima the earlier one first, as it wins. */
function byStrength(a: AutomaticBid, b: AutomaticBid): number {
  return b.maxCents - a.maxCents || a.createdAt.getTime() - b.createdAt.getTime();
}

/** One automatic bid per buyer: the strongest. */
function strongestPerBuyer(bids: readonly AutomaticBid[]): AutomaticBid[] {
  const seen = new Set<string>();
  return [...bids].sort(byStrength).filter((bid) => !seen.has(bid.buyerId) && seen.add(bid.buyerId));
}

/**
 * The automatic bids (lances automáticos) the system places after the lot's last bid, in order. A buyer
 * outbid bids the minimum needed, up to their maximum; between two automatic bids the higher maximum wins
 * at the other's maximum plus one increment, capped at its own maximum (so that last raise may be smaller
 * than an increment); at equal maxima the earlier one wins. The loser's maximum is placed first when it
 * beats the current bid, so the history shows why the winner went that high. Maxima are never revealed
 * beyond these bids. Returns [] when the leader keeps the lot as it is.
 */
export function resolveAutomaticBids(input: {
  lastBid: { buyerId: string; amountCents: Cents } | null;
  automaticBids: readonly AutomaticBid[];
  startingBidCents: Cents;
  incrementCents: Cents | null;
}): SystemBid[] {
  const { lastBid, startingBidCents, incrementCents } = input;
  const leader = lastBid?.buyerId ?? null;
  const minimum = minimumNextBidCents({
    startingBidCents,
    lastBidCents: lastBid?.amountCents ?? null,
    incrementCents,
  });
  const bids = strongestPerBuyer(input.automaticBids);
  const challengers = bids.filter((bid) => bid.buyerId !== leader && bid.maxCents >= minimum);
  if (challengers.length === 0) return [];

  const top = bids[0]!;
  const runnerUp = bids.find((bid) => bid.buyerId !== top.buyerId && bid.maxCents >= minimum);
  const raiseOver = (amountCents: Cents) =>
    Math.min(
      top.maxCents,
      minimumNextBidCents({ startingBidCents, lastBidCents: amountCents, incrementCents }),
    );

  if (!runnerUp) return [{ buyerId: top.buyerId, amountCents: minimum }];
  if (runnerUp.maxCents === top.maxCents) return [{ buyerId: top.buyerId, amountCents: top.maxCents }];
  return [
    { buyerId: runnerUp.buyerId, amountCents: runnerUp.maxCents },
    { buyerId: top.buyerId, amountCents: raiseOver(runnerUp.maxCents) },
  ];
}
