import { z } from 'zod';
import { lotClosingStatuses } from './enums.js';
import { lotBidStateSchema } from './live-figures-schemas.js';

/** Answers of the live auction's routes (bidding, automatic bids, enrolment, the clock, a lot's result). */

/** POST /web/lots/:id/bids (201): the bid accepted and the lot's state right after it. */
export const bidReceiptSchema = z.object({
  bid: z.object({
    id: z.uuid(),
    sequence: z.number().int(),
    amountCents: z.number().int(),
    createdAt: z.iso.datetime(),
  }),
  lot: lotBidStateSchema,
  /** Whether the bidder leads after the batch (an automatic bid may have answered at once). */
  winning: z.boolean(),
  serverTime: z.iso.datetime(),
});
export type BidReceipt = z.infer<typeof bidReceiptSchema>;

const automaticBidViewSchema = z.object({ maxCents: z.number().int(), setAt: z.iso.datetime() });

/** GET /web/lots/:id/automatic-bid: the caller's automatic bid on the lot, if any. */
export const ownAutomaticBidAnswerSchema = z.object({ automaticBid: automaticBidViewSchema.nullable() });
export type OwnAutomaticBidAnswer = z.infer<typeof ownAutomaticBidAnswerSchema>;

/** PUT and DELETE /web/lots/:id/automatic-bid: the automatic bid after the change, and the lot's state. */
export const automaticBidChangeAnswerSchema = z.object({
  automaticBid: automaticBidViewSchema.nullable(),
  lot: lotBidStateSchema,
  winning: z.boolean(),
  serverTime: z.iso.datetime(),
});
export type AutomaticBidChangeAnswer = z.infer<typeof automaticBidChangeAnswerSchema>;

const enrolmentViewSchema = z.object({
  id: z.uuid(),
  listingId: z.uuid(),
  buyerId: z.uuid(),
  editalAcceptedAt: z.iso.datetime(),
  createdAt: z.iso.datetime(),
});

/** POST /web/listings/:id/enrolments (201 new, 200 already enrolled): the buyer's enrolment in the Event. */
export const enrolmentAnswerSchema = z.object({ enrolment: enrolmentViewSchema });
export type EnrolmentAnswer = z.infer<typeof enrolmentAnswerSchema>;

/** GET /web/listings/:id/enrolment: the caller's enrolment in the Event, if any. */
export const ownEnrolmentAnswerSchema = z.object({ enrolment: enrolmentViewSchema.nullable() });
export type OwnEnrolmentAnswer = z.infer<typeof ownEnrolmentAnswerSchema>;

const agreementViewSchema = z.object({ template: z.string(), signedAt: z.iso.datetime() });

/** POST /web/high-bid-agreement: the high-bid agreement signed. */
export const highBidAgreementAnswerSchema = z.object({ agreement: agreementViewSchema });
export type HighBidAgreementAnswer = z.infer<typeof highBidAgreementAnswerSchema>;

/** GET /web/high-bid-agreement: the caller's high-bid agreement, if signed. */
export const ownHighBidAgreementAnswerSchema = z.object({ agreement: agreementViewSchema.nullable() });
export type OwnHighBidAgreementAnswer = z.infer<typeof ownHighBidAgreementAnswerSchema>;

/** GET /web/time: the server's clock, which the live pages count down by. */
export const serverTimeAnswerSchema = z.object({ serverTime: z.iso.datetime() });
export type ServerTimeAnswer = z.infer<typeof serverTimeAnswerSchema>;

/** GET /web/lots/:id/closing: a closed lot's public result, null while open or unsold without bids. */
export const publicLotClosingAnswerSchema = z.object({
  closing: z
    .object({
      lotId: z.uuid(),
      status: z.enum(lotClosingStatuses),
      amountCents: z.number().int(),
      winnerUsername: z.string(),
      closedAt: z.iso.datetime(),
      sellerDeadlineAt: z.iso.datetime().nullable(),
    })
    .nullable(),
});
export type PublicLotClosingAnswer = z.infer<typeof publicLotClosingAnswerSchema>;
