import { z } from 'zod';
import { buyerCreditBalanceSchema } from './credits-schemas.js';
import {
  blockReasons,
  buyerApplicationStatuses,
  buyerStatuses,
  buyerTypes,
  documentStatuses,
  documentTypes,
  lotClosingStatuses,
} from './enums.js';

/*
 * Answers of the buyers and buyer-application routes (and the back office's views of them): one source for
 * the API's response schemas and the web's types.
 */

/** Where a buyer stands on a lot they bid on ("Meus lances"). */
export const myLotStatuses = [
  'WINNING',
  'OUTBID',
  'WON',
  'LOST',
  'PENDING_CONFIRMATION',
  'REJECTED',
] as const;
export type MyLotStatus = (typeof myLotStatuses)[number];

/** Response shapes of the buyers context, shared by its routes and the back office's. */
export const buyerSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  status: z.enum(buyerStatuses),
  type: z.enum(buyerTypes),
  blockedAt: z.iso.datetime().nullable(),
  blockReason: z.enum(blockReasons).nullable(),
});

/** The Buyer as its owner reads it (spec §3 "Buyer payload"): with the current credit balance. */
export const ownBuyerSchema = buyerSchema.extend({ buyerCredits: buyerCreditBalanceSchema });

export const listingBidSchema = z.object({
  listingId: z.uuid(),
  listingTitle: z.string(),
  listingSlug: z.string(),
  /** The buyer's bids in the Event and the highest of them. */
  bidCount: z.number().int(),
  highestAmountCents: z.number().int(),
  lastBidAt: z.iso.datetime().nullable(),
  /** The earliest scheduled end among the buyer's lots of the Event. */
  scheduledEndAt: z.iso.datetime().nullable(),
  lots: z.array(
    z.object({
      lotId: z.uuid(),
      lotNumber: z.number().int(),
      lotTitle: z.string(),
      /** The lot's own status. */
      lotStatus: z.enum(['OPEN', 'CLOSED', 'CANCELLED']),
      /** Where the buyer stands: WINNING/OUTBID while open; WON, LOST, PENDING_CONFIRMATION or REJECTED after. */
      status: z.enum(myLotStatuses),
      /** The lot closing's status when the closing is the buyer's (null otherwise). */
      closingStatus: z.enum(lotClosingStatuses).nullable(),
      /** PENDING_CONFIRMATION: the seller answers by then, or the lot is released. */
      sellerDeadlineAt: z.iso.datetime().nullable(),
      myHighestBidCents: z.number().int(),
      myBidCount: z.number().int(),
      /** The buyer's active automatic-bid maximum on an open lot (only ever shown to its owner). */
      myAutomaticBidMaxCents: z.number().int().nullable(),
      currentBidCents: z.number().int().nullable(),
      /** Bids on the lot, everyone's. */
      bidCount: z.number().int(),
      /** The buyer holds the highest bid (WINNING) or won the lot (WON). */
      winning: z.boolean(),
      /** The lot's current end, soft-close extensions included. */
      scheduledEndAt: z.iso.datetime().nullable(),
    }),
  ),
});

/** Response shapes of buyer applications, shared by the buyer's routes and the back office's. */
export const registrationDataViewSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('NATURAL_PERSON'),
    fullName: z.string(),
    cpf: z.string(),
    birthDate: z.string(),
  }),
  z.object({
    type: z.literal('JURIDICAL_PERSON'),
    companyName: z.string(),
    cnpj: z.string(),
    representativeName: z.string(),
    representativeCpf: z.string(),
  }),
]);

export const addressViewSchema = z.object({
  line1: z.string(),
  number: z.string(),
  line2: z.string().nullable(),
  neighborhood: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
});

export const buyerApplicationSchema = z.object({
  id: z.uuid(),
  buyerId: z.uuid(),
  status: z.enum(buyerApplicationStatuses),
  type: z.enum(buyerTypes),
  username: z.string(),
  registrationData: registrationDataViewSchema,
  address: addressViewSchema.nullable(),
  rejectionReason: z.string().nullable(),
  submittedAt: z.iso.datetime().nullable(),
  reviewedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

export const applicationDocumentSchema = z.object({
  id: z.uuid(),
  type: z.enum(documentTypes),
  status: z.enum(documentStatuses),
  rejectionReason: z.string().nullable(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  fileName: z.string(),
  uploadedAt: z.iso.datetime(),
  reviewedAt: z.iso.datetime().nullable(),
  /** A short-lived link to the file (see FILES_URL_TTL_SECONDS). */
  url: z.url(),
  urlExpiresAt: z.iso.datetime(),
});

export const buyerApplicationDocumentsSchema = z.object({
  naturalPersonPhotoIdFrontDocument: applicationDocumentSchema.nullable(),
  naturalPersonPhotoIdBackDocument: applicationDocumentSchema.nullable(),
  incorporationDocument: applicationDocumentSchema.nullable(),
  /** Derived for the person type (spec §4). */
  status: z.enum(documentStatuses),
});

export const historyEntrySchema = z.object({
  id: z.uuid(),
  documentId: z.uuid().nullable(),
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  actorUserId: z.uuid().nullable(),
  reason: z.string().nullable(),
  createdAt: z.iso.datetime(),
});

export type Buyer = z.infer<typeof buyerSchema>;
export type OwnBuyer = z.infer<typeof ownBuyerSchema>;
export type ListingBid = z.infer<typeof listingBidSchema>;
export type BuyerApplicationView = z.infer<typeof buyerApplicationSchema>;
export type ApplicationDocument = z.infer<typeof applicationDocumentSchema>;
export type ApplicationDocuments = z.infer<typeof buyerApplicationDocumentsSchema>;

export const ownBuyerResponseSchema = z.object({ buyer: ownBuyerSchema });
export const listingBidsResponseSchema = z.object({ listingBids: z.array(listingBidSchema) });
export type ListingBidsResponse = z.infer<typeof listingBidsResponseSchema>;
export const activeApplicationResponseSchema = z.object({
  buyerApplication: buyerApplicationSchema.nullable(),
});
export const buyerApplicationResponseSchema = z.object({ buyerApplication: buyerApplicationSchema });
export const applicationDocumentsResponseSchema = z.object({
  buyerApplicationDocuments: buyerApplicationDocumentsSchema,
});
/** The answer to a document upload: the application and its documents after it. */
export const documentUploadResponseSchema = z.object({
  buyerApplication: buyerApplicationSchema,
  buyerApplicationDocuments: buyerApplicationDocumentsSchema,
});

/* ------------------------------------------------------------ back office */

/** A buyer as the staff see it. */
export const staffBuyerSchema = buyerSchema.extend({
  blockNote: z.string().nullable(),
  userId: z.uuid(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type StaffBuyer = z.infer<typeof staffBuyerSchema>;
export const staffBuyerResponseSchema = z.object({ buyer: staffBuyerSchema });

/** One application of the review queue. */
export const applicationQueueItemSchema = z.object({
  id: z.uuid(),
  buyerId: z.uuid(),
  status: z.enum(buyerApplicationStatuses),
  type: z.string(),
  username: z.string(),
  name: z.string(),
  taxIdCensored: z.string(),
  state: z.string().nullable(),
  submittedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type ApplicationQueueItem = z.infer<typeof applicationQueueItemSchema>;
export const applicationQueueResponseSchema = z.object({
  buyerApplications: z.array(applicationQueueItemSchema),
  total: z.number().int(),
});
export type ApplicationQueue = z.infer<typeof applicationQueueResponseSchema>;

export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** An application with its user, buyer, documents and history, for review. */
export const applicationForReviewSchema = z.object({
  buyerApplication: buyerApplicationSchema.extend({
    user: z.object({ id: z.uuid(), name: z.string(), email: z.string() }).nullable(),
    buyer: z.object({ id: z.uuid(), status: z.string(), blockedAt: z.iso.datetime().nullable() }).nullable(),
  }),
  buyerApplicationDocuments: buyerApplicationDocumentsSchema,
  history: z.array(historyEntrySchema),
});
export type ApplicationForReview = z.infer<typeof applicationForReviewSchema>;

export const applicationDecisionResponseSchema = z.object({
  buyerApplication: z.object({ id: z.uuid(), status: z.enum(buyerApplicationStatuses) }),
});

export const staffAuditEntrySchema = z.object({
  id: z.uuid(),
  action: z.string(),
  actorUserId: z.uuid().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.iso.datetime(),
});
export type StaffAuditEntry = z.infer<typeof staffAuditEntrySchema>;

/** A buyer with their user, application and audit trail, for the staff. */
export const buyerForStaffSchema = z.object({
  buyer: staffBuyerSchema,
  user: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
  buyerApplication: z.object({ id: z.uuid(), status: z.enum(buyerApplicationStatuses) }).nullable(),
  auditTrail: z.array(staffAuditEntrySchema),
});
export type BuyerForStaff = z.infer<typeof buyerForStaffSchema>;
