'use client';

import type { ListingStreamEvent, LiveEventType } from '@circula/domain';
import { useEffect, useRef, useState } from 'react';
import type { ServerClock } from '../lib/server-clock';

export type ConnectionState = 'connecting' | 'open' | 'reconnecting';

interface EventStreamOptions<E extends ListingStreamEvent> {
  /** Absolute URL of the SSE stream, or null to stay disconnected. */
  url: string | null;
  clock: ServerClock;
  /** Each event with its SSE name as `type`: the lot stream's `LotStreamEvent`, an Event's `ListingStreamEvent`. */
  onMessage: (event: E) => void;
  /** Called each time the stream (re)opens; the first time too. A resume may have missed nothing or much. */
  onOpen?: (resumed: boolean) => void;
}

/** Every event the live streams send (a type added in the domain must be listened to here). */
const eventTypes = Object.keys({
  state: true,
  bid: true,
  extension: true,
  closed: true,
  heartbeat: true,
} satisfies Record<LiveEventType, true>) as LiveEventType[];
/** When the browser gives up (an error answer such as 503), try again after this long, growing. */
const retryBaseMs = 3_000;
const retryMaxMs = 30_000;

/**
 * One SSE subscription with resume: EventSource sends Last-Event-ID by itself when it reconnects; when it
 * gives up, a new one starts with ?lastEventId= so the server replays what was missed. Every event's
 * serverTime feeds the server clock. The connection state drives the reconnect banner.
 */
export function useEventStream<E extends ListingStreamEvent>({
  url,
  clock,
  onMessage,
  onOpen,
}: EventStreamOptions<E>): ConnectionState {
  const [state, setState] = useState<ConnectionState>('connecting');
  const handlers = useRef({ onMessage, onOpen });
  handlers.current = { onMessage, onOpen };

  useEffect(() => {
    if (!url || typeof EventSource === 'undefined') return;
    let lastEventId: string | null = null;
    let source: EventSource | null = null;
    let retryTimer: number | undefined;
    let failures = 0;
    let opened = false;
    let stopped = false;

    const connect = () => {
      const target = new URL(url);
      if (lastEventId !== null) target.searchParams.set('lastEventId', lastEventId);
      const current = new EventSource(target.toString());
      source = current;
      current.onopen = () => {
        failures = 0;
        setState('open');
        handlers.current.onOpen?.(opened);
        opened = true;
      };
      current.onerror = () => {
        if (stopped) return;
        setState('reconnecting');
        if (current.readyState !== EventSource.CLOSED) return;
        current.close();
        const delay = Math.min(retryMaxMs, retryBaseMs * 2 ** failures);
        failures += 1;
        retryTimer = window.setTimeout(connect, delay);
      };
      for (const type of eventTypes) {
        current.addEventListener(type, (received) => {
          const message = received as MessageEvent<string>;
          // The data of each event type follows the domain's live-event schemas, which the API builds every
          // event with (a type-only reading here: the lot page loads no schema library).
          let event: E;
          try {
            event = { ...JSON.parse(message.data), type } as E;
          } catch {
            return;
          }
          clock.fromEvent(event.serverTime, Date.now());
          if (message.lastEventId && /^\d+$/.test(message.lastEventId)) {
            if (lastEventId === null || Number(message.lastEventId) > Number(lastEventId)) {
              lastEventId = message.lastEventId;
            }
          }
          handlers.current.onMessage(event);
        });
      }
    };

    setState('connecting');
    connect();
    return () => {
      stopped = true;
      window.clearTimeout(retryTimer);
      source?.close();
    };
  }, [url, clock]);

  return state;
}
