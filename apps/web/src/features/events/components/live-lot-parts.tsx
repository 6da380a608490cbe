'use client';

import type { ListingStreamEvent, LotResult } from '@circula/domain';
import { type ReactNode, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { LotCardFacts, StatusBadge } from '@/features/catalog/card-parts';
import type { DisplayStatus, LotCardData } from '@/features/catalog/types';
import {
  applyListingEvent,
  type ListingLiveState,
  type LiveLotSummary,
  listingStreamUrl,
  publishListingState,
  ReconnectBanner,
  readListingState,
  subscribeListingState,
  useEventStream,
  useServerClock,
} from '@/features/live';

/**
 * The Event page's one stream: applies its events and publishes the state for the page's live parts (each
 * card's islands below and the figures row). Renders only the reconnection banner.
 */
export function EventLotsStream({ listingId, serverTime }: { listingId: string; serverTime: string }) {
  const clock = useServerClock(serverTime);
  const [state, setState] = useState<ListingLiveState>({});
  const onMessage = useCallback((event: ListingStreamEvent) => {
    if (event.type === 'heartbeat') return;
    setState((current) => applyListingEvent(current, event));
  }, []);
  const connection = useEventStream({ url: listingStreamUrl(listingId), clock, onMessage });
  useEffect(() => publishListingState(listingId, state), [listingId, state]);
  return <ReconnectBanner state={connection} />;
}

/** What the stream said of one lot, or undefined until it says something (and on the server). */
function useStreamedLot(listingId: string, lotId: string): LiveLotSummary | undefined {
  return useSyncExternalStore(
    subscribeListingState,
    () => readListingState(listingId)[lotId],
    () => undefined,
  );
}

function displayStatusOf(status: DisplayStatus, live: LiveLotSummary): DisplayStatus {
  return live.status === 'OPEN' ? status : 'encerrado';
}

interface LiveLotPartProps {
  listingId: string;
  lot: Pick<
    LotCardData,
    'id' | 'currentBidCents' | 'startingBidCents' | 'unitPriceCents' | 'scheduledEndAt' | 'displayStatus'
  > & { listing: Pick<LotCardData['listing'], 'type'> };
  /** The same part rendered by the server, shown until the stream says something of this lot. */
  children: ReactNode;
}

/** The same instant, whichever way each side wrote it. */
const sameInstant = (a: string | null, b: string | null) =>
  a === b || (a !== null && b !== null && Date.parse(a) === Date.parse(b));

/** A card's status badge, live. */
export function LiveLotStatus({ listingId, lot, children }: LiveLotPartProps) {
  const live = useStreamedLot(listingId, lot.id);
  const status = live ? displayStatusOf(lot.displayStatus, live) : lot.displayStatus;
  // The stream's first state repeats what the page was rendered with: the server's badge stays.
  if (status === lot.displayStatus) return children;
  return <StatusBadge status={status} />;
}

/** A card's price and end, live (a bid raises the price; a bid in the soft-close window moves the end). */
export function LiveLotFacts({
  listingId,
  lot,
  estimatedValueCents,
  children,
}: LiveLotPartProps & { estimatedValueCents: number | null }) {
  const live = useStreamedLot(listingId, lot.id);
  if (!live) return children;
  const facts = {
    ...lot,
    currentBidCents: live.currentBidCents ?? lot.currentBidCents,
    scheduledEndAt: live.scheduledEndAt ?? lot.scheduledEndAt,
    displayStatus: displayStatusOf(lot.displayStatus, live),
  };
  // Until a bid, an extension or the close changes something, the server's rendering stays: the stream's
  // first state, which repeats the page's figures, re-renders no card and formats no date in the browser.
  if (
    facts.currentBidCents === lot.currentBidCents &&
    sameInstant(facts.scheduledEndAt, lot.scheduledEndAt) &&
    facts.displayStatus === lot.displayStatus
  ) {
    return children;
  }
  return <LotCardFacts lot={facts} estimatedValueCents={estimatedValueCents} />;
}

function resultLabel(result: LotResult, bidCount: number): string {
  if (result === 'SOLD') return 'Arrematado';
  if (result === 'CONDITIONAL') return 'Venda condicional';
  return bidCount === 0 ? 'Sem lances' : 'Não arrematado';
}

/** "Prorrogado" while an extended lot is open, and how a closed lot ended (read with the page or live). */
export function LiveLotMarks({
  listingId,
  lotId,
  result: resultRead,
  bidCount: bidCountRead,
}: {
  listingId: string;
  lotId: string;
  result: LotResult | null;
  bidCount: number;
}) {
  const live = useStreamedLot(listingId, lotId);
  const result = live?.result ?? resultRead;
  const bidCount = Math.max(live?.bidCount ?? 0, bidCountRead);
  return (
    <>
      {live?.extended && live.status === 'OPEN' ? (
        <p className="absolute bottom-2 left-4 rounded-full bg-accent-300 px-2 py-0.5 font-semibold text-ink text-xs">
          Prorrogado
        </p>
      ) : null}
      {result ? (
        <p className="absolute top-2 left-2 z-10 rounded-full bg-ink px-2 py-0.5 font-semibold text-white text-xs">
          {resultLabel(result, bidCount)}
        </p>
      ) : null}
    </>
  );
}
