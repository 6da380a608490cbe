import type { ListingFigures } from '@circula/domain';
import type { ListingLiveState } from '@/features/live';

/**
 * The figures as the Event stream moves them: once its snapshot covers every lot, open lots, bids and the
 * closes ahead are counted from it; bidders (who is not in the stream) stay as read with the page.
 */
export function liveEventFigures(
  initial: ListingFigures,
  state: ListingLiveState,
  serverNowMs: number,
): ListingFigures {
  const lots = Object.values(state);
  if (lots.length === 0 || lots.length < initial.totalLots) return initial;
  const ends = lots
    .filter(
      (lot) => lot.status === 'OPEN' && lot.scheduledEndAt && Date.parse(lot.scheduledEndAt) > serverNowMs,
    )
    .map((lot) => lot.scheduledEndAt as string)
    .sort((a, b) => Date.parse(a) - Date.parse(b));
  return {
    ...initial,
    openLots: lots.filter((lot) => lot.status === 'OPEN').length,
    totalBids: Math.max(
      initial.totalBids,
      lots.reduce((sum, lot) => sum + lot.bidCount, 0),
    ),
    firstCloseAt: ends[0] ?? null,
    lastCloseAt: ends.at(-1) ?? null,
  };
}
