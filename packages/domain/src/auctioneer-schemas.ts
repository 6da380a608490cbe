import { z } from 'zod';
import { listingStatuses, lotClosingStatuses } from './enums.js';

/** The auctioneers' area (/auctioneer/*): an Event the linked auctioneer runs. */
export const auctioneerEventSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  status: z.enum(listingStatuses),
  startsAt: z.iso.datetime().nullable(),
  scheduledEndAt: z.iso.datetime().nullable(),
  auctioneerName: z.string(),
  sellerName: z.string(),
  lotCount: z.number().int(),
  bidCount: z.number().int(),
});
export type AuctioneerEventSummary = z.infer<typeof auctioneerEventSummarySchema>;

/** A lot with its result: the closing's status and amount and the winner's username. */
export const auctioneerLotSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  title: z.string(),
  status: z.enum(['OPEN', 'CLOSED', 'CANCELLED']),
  bidCount: z.number().int(),
  currentBidCents: z.number().int().nullable(),
  closedAt: z.iso.datetime().nullable(),
  result: z
    .object({
      status: z.enum(lotClosingStatuses),
      amountCents: z.number().int(),
      winnerUsername: z.string().nullable(),
      closedAt: z.iso.datetime().nullable(),
    })
    .nullable(),
});
export type AuctioneerLot = z.infer<typeof auctioneerLotSchema>;

export const auctioneerEventsSchema = z.object({ events: z.array(auctioneerEventSummarySchema) });
export type AuctioneerEvents = z.infer<typeof auctioneerEventsSchema>;

export const auctioneerEventSchema = z.object({
  event: auctioneerEventSummarySchema.omit({ lotCount: true, bidCount: true }).extend({
    city: z.string().nullable(),
    state: z.string().nullable(),
    auctioneerRegistration: z.string(),
  }),
  lots: z.array(auctioneerLotSchema),
});
export type AuctioneerEvent = z.infer<typeof auctioneerEventSchema>;

export const auctioneerBidLogSchema = z.object({
  event: z.object({ id: z.uuid(), title: z.string() }),
  lot: auctioneerLotSchema,
  bids: z.array(
    z.object({
      sequence: z.number().int(),
      createdAt: z.iso.datetime(),
      username: z.string(),
      amountCents: z.number().int(),
      automatic: z.boolean(),
    }),
  ),
});
export type AuctioneerBidLog = z.infer<typeof auctioneerBidLogSchema>;

/** Back office (TECH admin): the official auctioneers and the users linked to each (decision 210). */
export const auctioneerLinksSchema = z.object({
  auctioneers: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      registration: z.string(),
      users: z.array(
        z.object({ userId: z.uuid(), name: z.string(), email: z.string(), linkedAt: z.iso.datetime() }),
      ),
    }),
  ),
});
export type AuctioneerLinks = z.infer<typeof auctioneerLinksSchema>;

export const auctioneerLinkInputSchema = z.object({
  email: z.email({ error: 'Informe o e-mail de um usuário cadastrado.' }).max(254),
});
export type AuctioneerLinkInput = z.infer<typeof auctioneerLinkInputSchema>;
