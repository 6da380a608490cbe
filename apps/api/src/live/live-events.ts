import type {
  BidPayload,
  ClosedPayload,
  ExtensionPayload,
  HeartbeatData,
  ListingStatePayload,
  LotEventPayloads,
  LotStatePayload,
} from '@circula/domain';

/*
 * The live streams' events, built only through these producers: each payload is the domain's event type
 * (packages/domain live-event-schemas), so a missing or misspelt field is a compile error, and the web reads
 * the events with the same types.
 */

/** A lot event to store (lot_events) and announce, before it has an id. */
export type NewLotEvent = {
  [K in keyof LotEventPayloads]: { type: K; payload: LotEventPayloads[K] };
}[keyof LotEventPayloads];

/** An event as it travels to the viewers: a stored lot event, or an Event stream's first `state`. */
export type LiveEvent =
  | (NewLotEvent & { id: number })
  | { id: number; type: 'state'; payload: ListingStatePayload };

export const bidEvent = (payload: BidPayload): NewLotEvent => ({ type: 'bid', payload });
export const extensionEvent = (payload: ExtensionPayload): NewLotEvent => ({ type: 'extension', payload });
export const closedEvent = (payload: ClosedPayload): NewLotEvent => ({ type: 'closed', payload });
export const lotStateEvent = (payload: LotStatePayload): NewLotEvent => ({ type: 'state', payload });

export const listingStateEvent = (id: number, payload: ListingStatePayload): LiveEvent => ({
  id,
  type: 'state',
  payload,
});

/** The SSE frame of an event: its payload with its id and the server's clock. */
export function sseFrame(event: LiveEvent, serverTime: string): string {
  return `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify({ ...event.payload, id: event.id, serverTime })}\n\n`;
}

/** The heartbeat's frame: the server's clock only (no id: it is not stored and not resumed from). */
export function heartbeatFrame(serverTime: string): string {
  const data: HeartbeatData = { serverTime };
  return `event: heartbeat\ndata: ${JSON.stringify(data)}\n\n`;
}
