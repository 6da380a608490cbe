'use client';

import type { LotExtension } from '@circula/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchLotBids, lotStreamUrl } from '../api/live-api';
import {
  applyLotEvent,
  applyResync,
  initialLotState,
  type LiveBid,
  type LiveLotState,
  type LotStateFields,
  type LotStreamEvent,
  missingAfter,
} from '../lib/live-lot-state';
import type { ServerClock } from '../lib/server-clock';
import { type ConnectionState, useEventStream } from './use-event-stream';

/**
 * A lot's live state: the page's data first, then the lot stream. The history is read once, and again
 * from the last contiguous bid whenever a hole shows (a reconnect, a bid whose sequence skips one).
 */
export function useLiveLot(
  lotId: string,
  initial: LotStateFields,
  clock: ServerClock,
  history: { bids: LiveBid[]; extensions: LotExtension[] } | null = null,
): {
  lot: LiveLotState;
  connection: ConnectionState;
  /** Applies fresh lot facts from an answer of ours (a receipt, a refusal's lot state). */
  mergeState: (fields: LotStateFields) => void;
  resync: () => void;
} {
  const [lot, setLot] = useState(() =>
    initialLotState(lotId, initial, history?.bids ?? [], history?.extensions ?? []),
  );
  const latest = useRef(lot);
  latest.current = lot;
  const inFlight = useRef(false);
  const [resyncRequest, setResyncRequest] = useState(0);
  const lastTried = useRef('');

  const resync = useCallback(() => {
    if (inFlight.current) return;
    inFlight.current = true;
    // Read the whole tail after the last bid held without a hole.
    const after = latest.current.contiguousSequence;
    fetchLotBids(lotId, after)
      .then((answer) => setLot((state) => applyResync(state, answer)))
      .catch(() => undefined)
      .finally(() => {
        inFlight.current = false;
        setResyncRequest((n) => n + 1);
      });
  }, [lotId]);

  // The first history read.
  useEffect(() => {
    resync();
  }, [resync]);

  // A hole in the history (seen after any change) is filled from the API.
  useEffect(() => {
    if (resyncRequest === 0) return;
    const after = missingAfter(lot);
    // The same hole after a read that could not fill it: wait for the next event instead of looping.
    const key = `${after}:${lot.bidCount}`;
    if (after !== null && lastTried.current !== key) {
      lastTried.current = key;
      const timer = window.setTimeout(resync, 300);
      return () => window.clearTimeout(timer);
    }
    return undefined;
  }, [lot, resync, resyncRequest]);

  const onMessage = useCallback(
    (event: LotStreamEvent) => {
      if (event.type === 'heartbeat') return;
      setLot((state) => applyLotEvent(state, event, clock.now()));
    },
    [clock],
  );
  const onOpen = useCallback(
    (resumed: boolean) => {
      if (resumed) resync();
    },
    [resync],
  );
  const connection = useEventStream({ url: lotStreamUrl(lotId), clock, onMessage, onOpen });

  const mergeState = useCallback(
    (fields: LotStateFields) =>
      setLot((state) =>
        applyResync(state, {
          bids: [],
          extensions: [],
          lot: { ...fields, status: fields.status ?? state.status },
        }),
      ),
    [],
  );
  return { lot, connection, mergeState, resync };
}
