'use client';

import type { ListingFigures } from '@circula/domain';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { readListingState, readServerListingState, subscribeListingState } from '@/features/live';
import { Countdown } from '@/features/lots/countdown';
import { liveEventFigures } from '../lib/event-figures';

interface EventFiguresProps {
  listingId: string;
  figures: ListingFigures;
  auction: boolean;
  /** Follow the Event stream (the lots list holds it) while bids can change something. */
  live: boolean;
  serverTime: string;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The Event at a glance, near the top: lots open, bids, bidders (a count), time to the first and last close,
 * units left of a direct sale. Server-rendered with the page; kept live from the Event stream.
 */
export function EventFigures({ listingId, figures: initial, auction, live, serverTime }: EventFiguresProps) {
  const state = useSyncExternalStore(
    subscribeListingState,
    () => readListingState(listingId),
    readServerListingState,
  );
  const [serverNow, setServerNow] = useState(() => Date.parse(serverTime));
  useEffect(() => {
    if (!live) return;
    const offset = Date.parse(serverTime) - Date.now();
    const timer = window.setInterval(() => setServerNow(Date.now() + offset), 5000);
    return () => window.clearInterval(timer);
  }, [live, serverTime]);
  const figures = live ? liveEventFigures(initial, state, serverNow) : initial;
  const sameClose = figures.firstCloseAt !== null && figures.firstCloseAt === figures.lastCloseAt;

  return (
    <section aria-label="O evento em números" data-testid="numeros-do-evento">
      <dl className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        <Figure label="Lotes abertos">
          {figures.openLots} <span className="font-normal text-muted">de {figures.totalLots}</span>
        </Figure>
        {auction ? (
          <>
            <Figure label="Lances">{figures.totalBids}</Figure>
            <Figure label="Participantes">{plural(figures.bidders, 'pessoa', 'pessoas')}</Figure>
          </>
        ) : (
          <Figure label="Unidades disponíveis">{figures.unitsLeft ?? 0}</Figure>
        )}
        {figures.firstCloseAt ? (
          <Figure label={sameClose ? 'Encerra em' : 'Primeiro encerramento em'}>
            <Countdown endIso={figures.firstCloseAt} serverTimeIso={serverTime} />
          </Figure>
        ) : null}
        {figures.lastCloseAt && !sameClose ? (
          <Figure label="Último encerramento em">
            <Countdown endIso={figures.lastCloseAt} serverTimeIso={serverTime} />
          </Figure>
        ) : null}
      </dl>
    </section>
  );
}

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="rounded-xl border border-line bg-white px-3 py-2 sm:min-w-32">
      <dt className="text-muted text-xs">{label}</dt>
      <dd className="font-bold text-ink text-lg tabular-nums">{children}</dd>
    </div>
  );
}
