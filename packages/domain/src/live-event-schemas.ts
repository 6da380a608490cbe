import { z } from 'zod';
import { listingStatuses } from './enums.js';

/*
 * The live streams' events (server-sent events): one schema per event type, the same for the API, which
 * builds every payload through these types, and the web, which reads the events with them (type-only on the
 * lot page, where zod does not load). The SSE event name is the `type`; the data is the payload plus the
 * event's `id` (its Last-Event-ID) and the server's clock at sending (`serverTime`).
 */

const lotStatusSchema = z.enum(['OPEN', 'CLOSED', 'CANCELLED']);

/** What every event's data carries besides its payload, added when it is sent. */
const sentShape = {
  /** The event's id, also its SSE id: a viewer resumes after it (Last-Event-ID). */
  id: z.number().int(),
  /** The server's clock when the frame was built; feeds the page's server clock. */
  serverTime: z.iso.datetime(),
};

/**
 * `state` of one lot: a new lot-stream viewer's first event, or a change in the lot's life that is not a bid
 * (a judicial auction's lot moving to its second phase, with `judicialPhase`).
 */
export const lotStatePayloadSchema = z.strictObject({
  lotId: z.uuid(),
  listingId: z.uuid(),
  status: lotStatusSchema,
  currentBidCents: z.number().int().nullable(),
  bidCount: z.number().int(),
  lastBidId: z.uuid().nullable(),
  nextMinimumBidCents: z.number().int(),
  scheduledEndAt: z.iso.datetime(),
  /** Set when a judicial auction's lot moved to another phase. */
  judicialPhase: z.number().int().optional(),
});
export type LotStatePayload = z.infer<typeof lotStatePayloadSchema>;

/** `state` of an Event: a new Event-stream viewer's first event, every lot's live facts. */
export const listingStatePayloadSchema = z.strictObject({
  listingId: z.uuid(),
  status: z.enum(listingStatuses),
  lots: z.array(
    z.strictObject({
      lotId: z.uuid(),
      number: z.number().int(),
      status: lotStatusSchema,
      currentBidCents: z.number().int().nullable(),
      bidCount: z.number().int(),
      lastBidId: z.uuid().nullable(),
      scheduledEndAt: z.iso.datetime().nullable(),
    }),
  ),
});
export type ListingStatePayload = z.infer<typeof listingStatePayloadSchema>;

/** `bid`: a bid accepted (by hand or automatic), with the lot's state right after it. */
export const bidPayloadSchema = z.strictObject({
  lotId: z.uuid(),
  listingId: z.uuid(),
  bidId: z.uuid(),
  sequence: z.number().int(),
  amountCents: z.number().int(),
  username: z.string(),
  automatic: z.boolean(),
  createdAt: z.iso.datetime(),
  scheduledEndAt: z.iso.datetime(),
  currentBidCents: z.number().int(),
  bidCount: z.number().int(),
  nextMinimumBidCents: z.number().int(),
});
export type BidPayload = z.infer<typeof bidPayloadSchema>;

/** `extension`: a bid near the end moved the lot's close (soft close). */
export const extensionPayloadSchema = z.strictObject({
  lotId: z.uuid(),
  listingId: z.uuid(),
  previousScheduledEndAt: z.iso.datetime(),
  scheduledEndAt: z.iso.datetime(),
});
export type ExtensionPayload = z.infer<typeof extensionPayloadSchema>;

/**
 * `closed`: the lot closed, or (a second `closed`, with `closingStatus`) the seller answered its
 * conditional sale and the result changed.
 */
export const closedPayloadSchema = z.strictObject({
  lotId: z.uuid(),
  listingId: z.uuid(),
  status: z.literal('CLOSED'),
  result: z.enum(['SOLD', 'CONDITIONAL', 'UNSOLD']),
  /** The seller's answer to a conditional sale, on the `closed` that follows it. */
  closingStatus: z.enum(['APPROVED', 'REJECTED']).optional(),
  winnerUsername: z.string().nullable(),
  amountCents: z.number().int().nullable(),
  bidCount: z.number().int(),
  closedAt: z.iso.datetime(),
  sellerDeadlineAt: z.iso.datetime().nullable(),
});
export type ClosedPayload = z.infer<typeof closedPayloadSchema>;

/** `heartbeat`: keeps an idle connection awake and the page's clock in step; not stored, no id. */
export const heartbeatDataSchema = z.strictObject({ serverTime: z.iso.datetime() });
export type HeartbeatData = z.infer<typeof heartbeatDataSchema>;

/** The payload of each stored lot event (lot_events), by type. */
export interface LotEventPayloads {
  state: LotStatePayload;
  bid: BidPayload;
  extension: ExtensionPayload;
  closed: ClosedPayload;
}

/** An event as the web receives it: the SSE event name as `type`, then the data. */
export const lotStreamEventSchema = z.discriminatedUnion('type', [
  lotStatePayloadSchema.extend({ ...sentShape, type: z.literal('state') }),
  bidPayloadSchema.extend({ ...sentShape, type: z.literal('bid') }),
  extensionPayloadSchema.extend({ ...sentShape, type: z.literal('extension') }),
  closedPayloadSchema.extend({ ...sentShape, type: z.literal('closed') }),
  heartbeatDataSchema.extend({ type: z.literal('heartbeat') }),
]);
/** GET /web/lots/:id/stream: one event. */
export type LotStreamEvent = z.infer<typeof lotStreamEventSchema>;

/**
 * GET /web/listings/:id/stream: one event, its lots' events and the Event's own `state` (a new viewer's
 * snapshot); a lot's `state` (a phase change) comes through it too.
 */
export const listingStreamEventSchema = z.union([
  listingStatePayloadSchema.extend({ ...sentShape, type: z.literal('state') }),
  lotStreamEventSchema,
]);
export type ListingStreamEvent = z.infer<typeof listingStreamEventSchema>;

/** The SSE event names of the lot and Event streams. */
export type LiveEventType = LotStreamEvent['type'];
