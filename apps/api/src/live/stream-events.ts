import type { FastifyReply, FastifyRequest } from 'fastify';
import { getLotBidState } from '../bidding/list-lot-bids.js';
import type { Database } from '../db/client.js';
import { AppError } from '../shared/errors.js';
import { openEventStream } from '../shared/event-stream.js';
import { type LiveEvent, listingStateEvent, lotStateEvent, sseFrame } from './live-events.js';
import { framed, type LiveHub, Viewer } from './live-hub.js';
import {
  listListingEventsAfter,
  listLotEventsAfter,
  listLotStates,
  readListingStreamAnchor,
  readLotStreamAnchor,
} from './live-repository.js';

const replayLimit = 1_000;
/** How much older than a resumed Event stream's last event a late-committed event can be. */
const listingLookbackSeconds = 10;
const maxBufferedBytes = 1024 * 1024;
/** A slot of the same address frees when one of its streams closes: a short wait is enough. */
const perAddressRetryAfterSeconds = 10;

export interface StreamLimits {
  /** Streams this process (with Redis: every process together) holds at most (LIVE_MAX_STREAMS). */
  maxStreams: number;
  /** Streams one client address holds at most (LIVE_MAX_STREAMS_PER_IP). */
  maxStreamsPerIp: number;
}
const notFound = {
  lot: () => new AppError('LOT_NOT_FOUND', 'Lote não encontrado.'),
  listing: () => new AppError('LISTING_NOT_FOUND', 'Evento não encontrado.'),
};

/**
 * The client a stream slot is counted against: an IPv4 address, or the /64 of an IPv6 one (one subscriber
 * usually holds a whole /64 and could otherwise rotate through it).
 */
export function streamClientKey(ip: string): string {
  const address = ip.split('%')[0]!.toLowerCase();
  if (!address.includes(':') || address.startsWith('::ffff:')) return address;
  const [head = '', tail] = address.split('::');
  const groups = (text: string) => (text ? text.split(':') : []);
  const width = (parts: string[]) => parts.reduce((sum, part) => sum + (part.includes('.') ? 2 : 1), 0);
  const headParts = groups(head);
  const tailParts = tail === undefined ? [] : groups(tail);
  const zeros =
    tail === undefined ? [] : Array(Math.max(0, 8 - width(headParts) - width(tailParts))).fill('0');
  const prefix = [...headParts, ...zeros, ...tailParts].slice(0, 4);
  return `${prefix.map((part) => Number.parseInt(part, 16).toString(16)).join(':')}::/64`;
}

/** Last-Event-ID from the header (EventSource reconnecting) or the query (first connection of a page). */
export function lastEventIdOf(request: FastifyRequest, fromQuery: number | undefined): number | null {
  const header = request.headers['last-event-id'];
  const value = typeof header === 'string' && /^\d{1,15}$/.test(header) ? Number(header) : fromQuery;
  return value === undefined ? null : value;
}

function openStream(request: FastifyRequest, reply: FastifyReply, ordered: boolean): Viewer {
  const viewer = new Viewer(openEventStream(request, reply), ordered, maxBufferedBytes);
  viewer.write(`retry: 3000\n\n`);
  return viewer;
}

/** What differs between a lot's stream and an Event's; the resume-and-subscribe dance is the same. */
interface StreamSource {
  kind: 'lot' | 'listing';
  id: string;
  /** Per-lot streams are in id order; an Event's mixes lots that commit independently. */
  ordered: boolean;
  /** Whether visitors may see it (read before anything is sent, so a refusal is a plain 404). */
  visible(): Promise<boolean>;
  notFound(): AppError;
  /** Events after `lastEventId`, and the id up to which the viewer needs nothing more. */
  replay(lastEventId: number): Promise<{ events: LiveEvent[]; coveredUpTo: number }>;
  /** The `state` event of a new viewer: its id is the latest event id, read before the state itself. */
  state(): Promise<{ event: LiveEvent; coveredUpTo: number }>;
}

/**
 * Registers the viewer with the hub first (what is heard meanwhile is held), then reads the replay or the
 * state from the database and sends it, then what was held, skipping ids already sent: nothing is missed
 * between the read and the live feed.
 */
async function stream(
  deps: StreamLimits & { hub: LiveHub },
  request: FastifyRequest,
  reply: FastifyReply,
  source: StreamSource,
  lastEventId: number | null,
): Promise<void> {
  const { hub } = deps;
  if (!(await source.visible())) throw source.notFound();
  const admission = await hub.admit(streamClientKey(request.ip), {
    maxStreams: deps.maxStreams,
    maxStreamsPerAddress: deps.maxStreamsPerIp,
  });
  if ('refused' in admission) {
    if (admission.refused === 'address-full') {
      reply.header('retry-after', String(perAddressRetryAfterSeconds));
      throw new AppError(
        'TOO_MANY_STREAMS',
        'Há transmissões ao vivo demais abertas a partir da sua conexão. Feche algumas abas e tente de novo.',
      );
    }
    reply.header('retry-after', '5');
    throw new AppError(
      'STREAM_LIMIT_REACHED',
      'Muitas pessoas conectadas agora. Tentaremos de novo em instantes.',
    );
  }
  const { release } = admission;
  try {
    await hub.start();
  } catch (error) {
    release();
    throw error;
  }
  const viewer = openStream(request, reply, source.ordered);
  const remove = hub.add(source.kind, source.id, viewer);
  const end = () => {
    remove();
    release();
  };
  reply.raw.on('close', end);
  // A client gone while the slot was being taken: 'close' has already fired.
  if (reply.raw.destroyed || request.raw.socket?.destroyed) end();
  try {
    const serverTime = () => hub.clock.now().toISOString();
    if (lastEventId !== null) {
      const replay = await source.replay(lastEventId);
      viewer.startLive(framed(replay.events, serverTime()), replay.coveredUpTo);
      return;
    }
    const state = await source.state();
    viewer.write(sseFrame(state.event, serverTime()));
    viewer.startLive([], state.coveredUpTo);
  } catch (error) {
    request.log.error({ err: error }, `${source.kind} stream failed to start`);
    reply.raw.destroy();
  }
}

/**
 * A lot's live stream: `bid`, `extension`, `closed` and `state` events with their ids. A viewer who
 * resumes (Last-Event-ID) gets every event after it from the append-only lot_events, then the live ones,
 * without a gap or a repeat (a lot's event ids follow its commits); a new viewer gets the lot's state first.
 */
export function streamLotEvents(
  deps: StreamLimits & { db: Database; hub: LiveHub },
  request: FastifyRequest,
  reply: FastifyReply,
  input: { lotId: string; lastEventId: number | null },
): Promise<void> {
  const { db } = deps;
  const { lotId } = input;
  return stream(
    deps,
    request,
    reply,
    {
      kind: 'lot',
      id: lotId,
      ordered: true,
      notFound: notFound.lot,
      async visible() {
        const anchor = await readLotStreamAnchor(db, lotId);
        return anchor !== null && anchor.listingStatus !== 'DRAFT';
      },
      async replay(lastEventId) {
        const events = await listLotEventsAfter(db, lotId, lastEventId, replayLimit);
        return { events, coveredUpTo: lastEventId };
      },
      async state() {
        const anchor = (await readLotStreamAnchor(db, lotId))!;
        const lot = await getLotBidState(db, lotId);
        return {
          event: { id: anchor.lastEventId, ...lotStateEvent({ lotId, listingId: anchor.listingId, ...lot }) },
          coveredUpTo: anchor.lastEventId,
        };
      },
    },
    input.lastEventId,
  );
}

/**
 * An Event's live stream: the events of all its lots; a new viewer gets every lot's state first. Its lots
 * commit independently, so an event with a smaller id can commit just after a larger one was sent: a
 * resume replays the `listingLookbackSeconds` before the last id too. That never leaves a gap, but it
 * repeats the events of that window the viewer already had (same id; per lot, same sequence) — clients
 * drop an event whose id they have already handled.
 */
export function streamListingEvents(
  deps: StreamLimits & { db: Database; hub: LiveHub },
  request: FastifyRequest,
  reply: FastifyReply,
  input: { listingId: string; lastEventId: number | null },
): Promise<void> {
  const { db } = deps;
  const { listingId } = input;
  return stream(
    deps,
    request,
    reply,
    {
      kind: 'listing',
      id: listingId,
      ordered: false,
      notFound: notFound.listing,
      async visible() {
        const anchor = await readListingStreamAnchor(db, listingId);
        return anchor !== null && anchor.status !== 'DRAFT';
      },
      async replay(lastEventId) {
        const events = await listListingEventsAfter(
          db,
          listingId,
          lastEventId,
          listingLookbackSeconds,
          replayLimit,
        );
        return { events, coveredUpTo: 0 };
      },
      async state() {
        const anchor = (await readListingStreamAnchor(db, listingId))!;
        const lots = await listLotStates(db, listingId);
        const event = listingStateEvent(anchor.lastEventId, {
          listingId,
          status: anchor.status,
          lots: lots.map((lot) => ({ ...lot, scheduledEndAt: lot.scheduledEndAt?.toISOString() ?? null })),
        });
        return { event, coveredUpTo: 0 };
      },
    },
    input.lastEventId,
  );
}
