import type { FastifyReply, FastifyRequest } from 'fastify';
import { getLotBidState } from '../bidding/list-lot-bids.js';
import type { Database } from '../db/client.js';
import { AppError } from '../shared/errors.js';
import { type LiveEvent, type LiveHub, sseFrame, Viewer } from './live-hub.js';
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
const notFound = {
  lot: () => new AppError('LOT_NOT_FOUND', 'Lote não encontrado.'),
  listing: () => new AppError('LISTING_NOT_FOUND', 'Evento não encontrado.'),
};

/** Last-Event-ID from the header (EventSource reconnecting) or the query (first connection of a page). */
export function lastEventIdOf(request: FastifyRequest, fromQuery: number | undefined): number | null {
  const header = request.headers['last-event-id'];
  const value = typeof header === 'string' && /^\d{1,15}$/.test(header) ? Number(header) : fromQuery;
  return value === undefined ? null : value;
}

function openStream(request: FastifyRequest, reply: FastifyReply, ordered: boolean): Viewer {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  raw.flushHeaders();
  raw.socket?.setNoDelay(true);
  raw.socket?.setTimeout(0);
  const viewer = new Viewer(raw, ordered, maxBufferedBytes);
  viewer.write(`retry: 3000\n\n`);
  request.raw.on('error', () => raw.destroy());
  return viewer;
}

const toFrames = (events: LiveEvent[], serverTime: string) =>
  events.map((event) => ({ event, frame: sseFrame(event, serverTime) }));

/**
 * A lot's live stream: `bid`, `extension`, `closed` and `state` events with their ids. A viewer who
 * resumes (Last-Event-ID) gets every event after it from the append-only lot_events, then the live ones,
 * without a gap; a new viewer gets the lot's state first.
 */
export async function streamLotEvents(
  deps: { db: Database; hub: LiveHub; maxStreams: number },
  request: FastifyRequest,
  reply: FastifyReply,
  input: { lotId: string; lastEventId: number | null },
): Promise<void> {
  const { db, hub } = deps;
  const exists = await readLotStreamAnchor(db, input.lotId);
  if (!exists || exists.listingStatus === 'DRAFT') throw notFound.lot();
  if (hub.viewerCount >= deps.maxStreams) {
    reply.header('retry-after', '5');
    throw new AppError(
      'STREAM_LIMIT_REACHED',
      'Muitas pessoas conectadas agora. Tentaremos de novo em instantes.',
    );
  }
  await hub.start();
  const viewer = openStream(request, reply, true);
  const remove = hub.add('lot', input.lotId, viewer);
  reply.raw.on('close', remove);
  try {
    const serverTime = () => hub.clock.now().toISOString();
    if (input.lastEventId !== null) {
      const replay = await listLotEventsAfter(db, input.lotId, input.lastEventId, replayLimit);
      viewer.startLive(toFrames(replay, serverTime()), input.lastEventId);
      return;
    }
    const anchor = (await readLotStreamAnchor(db, input.lotId))!;
    const lot = await getLotBidState(db, input.lotId);
    const state: LiveEvent = {
      id: anchor.lastEventId,
      type: 'state',
      payload: { lotId: input.lotId, ...lot },
    };
    viewer.write(sseFrame(state, serverTime()));
    viewer.startLive([], anchor.lastEventId);
  } catch (error) {
    request.log.error({ err: error }, 'lot stream failed to start');
    reply.raw.destroy();
  }
}

/** An Event's live stream: the events of all its lots; a new viewer gets every lot's state first. */
export async function streamListingEvents(
  deps: { db: Database; hub: LiveHub; maxStreams: number },
  request: FastifyRequest,
  reply: FastifyReply,
  input: { listingId: string; lastEventId: number | null },
): Promise<void> {
  const { db, hub } = deps;
  const exists = await readListingStreamAnchor(db, input.listingId);
  if (!exists || exists.status === 'DRAFT') throw notFound.listing();
  if (hub.viewerCount >= deps.maxStreams) {
    reply.header('retry-after', '5');
    throw new AppError(
      'STREAM_LIMIT_REACHED',
      'Muitas pessoas conectadas agora. Tentaremos de novo em instantes.',
    );
  }
  await hub.start();
  const viewer = openStream(request, reply, false);
  const remove = hub.add('listing', input.listingId, viewer);
  reply.raw.on('close', remove);
  try {
    const serverTime = () => hub.clock.now().toISOString();
    if (input.lastEventId !== null) {
      const replay = await listListingEventsAfter(
        db,
        input.listingId,
        input.lastEventId,
        listingLookbackSeconds,
        replayLimit,
      );
      viewer.startLive(toFrames(replay, serverTime()), 0);
      return;
    }
    const anchor = (await readListingStreamAnchor(db, input.listingId))!;
    const lots = await listLotStates(db, input.listingId);
    const state: LiveEvent = {
      id: anchor.lastEventId,
      type: 'state',
      payload: {
        listingId: input.listingId,
        status: anchor.status,
        lots: lots.map((lot) => ({ ...lot, scheduledEndAt: lot.scheduledEndAt?.toISOString() ?? null })),
      },
    };
    viewer.write(sseFrame(state, serverTime()));
    viewer.startLive([], 0);
  } catch (error) {
    request.log.error({ err: error }, 'listing stream failed to start');
    reply.raw.destroy();
  }
}
