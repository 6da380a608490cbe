'use client';

import type { ListingStreamEvent, LotResult } from '@circula/domain';
import { useCallback, useEffect, useState } from 'react';
import { CardGrid, LotCard } from '@/features/catalog';
import type { DisplayStatus, LotCardData } from '@/features/catalog/types';
import {
  applyListingEvent,
  type ListingLiveState,
  type LiveLotSummary,
  listingStreamUrl,
  publishListingState,
  ReconnectBanner,
  useEventStream,
  useServerClock,
} from '@/features/live';

interface LiveEventLotsProps {
  listingId: string;
  /** Follow the Event stream only while bids can change something. */
  live: boolean;
  lots: (LotCardData & { estimatedValueCents: number | null; result: LotResult | null })[];
  serverTime: string;
}

function resultLabel(result: LotResult, bidCount: number): string {
  if (result === 'SOLD') return 'Arrematado';
  if (result === 'CONDITIONAL') return 'Venda condicional';
  return bidCount === 0 ? 'Sem lances' : 'Não arrematado';
}

function displayStatusOf(lot: LotCardData, live: LiveLotSummary | undefined): DisplayStatus {
  if (!live) return lot.displayStatus;
  return live.status === 'OPEN' ? lot.displayStatus : 'encerrado';
}

/** The Event's lots with their current bid, end (extensions included) and result, live from the stream. */
export function LiveEventLots({ listingId, live, lots, serverTime }: LiveEventLotsProps) {
  const clock = useServerClock(serverTime);
  const [state, setState] = useState<ListingLiveState>({});
  const onMessage = useCallback((event: ListingStreamEvent) => {
    if (event.type === 'heartbeat') return;
    setState((current) => applyListingEvent(current, event));
  }, []);
  const connection = useEventStream({ url: live ? listingStreamUrl(listingId) : null, clock, onMessage });
  // The figures row at the top of the page follows the same stream.
  useEffect(() => publishListingState(listingId, state), [listingId, state]);
  return (
    <>
      {live ? <ReconnectBanner state={connection} /> : null}
      <CardGrid label="Lotes do evento">
        {lots.map((lot) => {
          const facts = state[lot.id];
          // The stream's closing when it happened on this page; otherwise the result read with the page.
          const result = facts?.result ?? lot.result;
          const card: LotCardData = facts
            ? {
                ...lot,
                currentBidCents: facts.currentBidCents ?? lot.currentBidCents,
                bidCount: Math.max(facts.bidCount, lot.bidCount),
                scheduledEndAt: facts.scheduledEndAt ?? lot.scheduledEndAt,
                displayStatus: displayStatusOf(lot, facts),
              }
            : lot;
          return (
            <li key={lot.id} data-testid={`lote-${lot.number}`} className="relative">
              <LotCard lot={card} estimatedValueCents={lot.estimatedValueCents} />
              {facts?.extended && facts.status === 'OPEN' ? (
                <p className="absolute bottom-2 left-4 rounded-full bg-accent-300 px-2 py-0.5 font-semibold text-ink text-xs">
                  Prorrogado
                </p>
              ) : null}
              {result ? (
                <p className="absolute top-2 left-2 z-10 rounded-full bg-ink px-2 py-0.5 font-semibold text-white text-xs">
                  {resultLabel(result, card.bidCount)}
                </p>
              ) : null}
            </li>
          );
        })}
      </CardGrid>
    </>
  );
}
