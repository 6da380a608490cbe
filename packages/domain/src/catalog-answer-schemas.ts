import { z } from 'zod';
import { macroCategoryCodes } from './categories.js';
import { acceptBuyersModes, checkOutTypes, listingSegments, listingStatuses, listingTypes } from './enums.js';
import { listingFiguresSchema } from './live-figures-schemas.js';

/**
 * What a visitor sees of an Event or lot, in the words of the site and its URLs:
 * 'aberto' takes bids or purchases now, 'em-breve' is announced (TEASER, or OPEN before its start),
 * 'encerrado' has ended (CLOSED and later states, or the lot itself has closed), 'esgotado' is an open
 * direct-sale lot with no unit left (every unit held by an open or paid purchase; it reopens when one lapses).
 */
export const displayStatuses = ['aberto', 'em-breve', 'encerrado', 'esgotado'] as const;
export type DisplayStatus = (typeof displayStatuses)[number];

/*
 * Answers of the public catalogue (GET /web/search, /web/listings, /web/listings/:slug, /web/lots/:id,
 * /web/sitemap-entries): one source for the API's response schemas and the web's pages.
 */

/** Instants in UTC, ISO 8601 ('2026-03-01T15:00:00.000Z'); shown in America/Sao_Paulo by the web. */
const isoDate = z.string();
const nullableIsoDate = isoDate.nullable();
const cents = z.number().int();

export const photoSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  thumbnailUrl: z.string(),
  sources: z.array(z.object({ width: z.number().int(), url: z.string() })),
  jpegUrl: z.string(),
});

export const listingSummarySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  type: z.enum(listingTypes),
  segment: z.enum(listingSegments),
  status: z.enum(listingStatuses),
});

export const searchAnswerSchema = z.object({
  lots: z.array(
    z.object({
      id: z.uuid(),
      number: z.number().int(),
      title: z.string(),
      /** 256-wide thumbnail. */
      photo: z.string().nullable(),
      currentBidCents: cents.nullable(),
      startingBidCents: cents.nullable(),
      unitPriceCents: cents.nullable(),
      bidCount: z.number().int(),
      scheduledEndAt: nullableIsoDate,
      city: z.string(),
      state: z.string(),
      macroCategory: z.enum(macroCategoryCodes),
      displayStatus: z.enum(displayStatuses),
      listing: listingSummarySchema,
    }),
  ),
  total: z.number().int(),
  currentPage: z.number().int(),
  pageSize: z.number().int(),
  facets: z.object({
    categories: z.array(z.object({ slug: z.string(), name: z.string(), count: z.number().int() })),
    states: z.array(z.object({ code: z.string(), count: z.number().int() })),
    types: z.array(z.object({ type: z.enum(listingTypes), label: z.string(), count: z.number().int() })),
    segments: z.array(z.object({ slug: z.string(), name: z.string(), count: z.number().int() })),
    statuses: z.array(
      z.object({ status: z.enum(displayStatuses), label: z.string(), count: z.number().int() }),
    ),
  }),
});
export type SearchAnswer = z.input<typeof searchAnswerSchema>;

export const listingCardSchema = listingSummarySchema.extend({
  displayStatus: z.enum(displayStatuses),
  /** Bids or purchases are taken now. */
  biddable: z.boolean(),
  city: z.string(),
  state: z.string(),
  startsAt: isoDate,
  scheduledEndAt: isoDate,
  lotCount: z.number().int(),
  coverPhoto: z.string().nullable(),
});

export const listingsAnswerSchema = z.object({
  listings: z.array(listingCardSchema),
  total: z.number().int(),
  currentPage: z.number().int(),
  pageSize: z.number().int(),
});
export type ListingsAnswer = z.input<typeof listingsAnswerSchema>;

export const catalogLotSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  title: z.string(),
  description: z.string(),
  macroCategory: z.enum(macroCategoryCodes),
  estimatedValueCents: cents.nullable(),
  startingBidCents: cents.nullable(),
  currentBidCents: cents.nullable(),
  unitPriceCents: cents.nullable(),
  quantity: z.number().int(),
  /** Direct sales: units still on sale (stock minus open and paid purchases); 0 is 'esgotado'. */
  availableQuantity: z.number().int().nonnegative(),
  bidCount: z.number().int(),
  hasReserve: z.boolean(),
  scheduledEndAt: nullableIsoDate,
  displayStatus: z.enum(displayStatuses),
  photo: z.string().nullable(),
});

const feesSchema = z.object({
  /** Auctioneer commission paid by the buyer, percent of the price (auctions only; 0 for direct sales). */
  commissionPercentage: z.number(),
  feeRows: z.array(z.object({ fromValueCents: cents, toValueCents: cents, feeCents: cents })),
  /** Used when there are no fee rows: percent of the price, e.g. 10 or 12.5. */
  buyerFeePercentage: z.number().nullable(),
});

export const listingPageAnswerSchema = z.object({
  listing: listingCardSchema.extend({
    description: z.string(),
    enrolmentDeadlineAt: nullableIsoDate,
    closingIntervalSeconds: z.number().int(),
    softCloseWindowSeconds: z.number().int(),
    softCloseExtensionSeconds: z.number().int(),
    secondPhase: z
      .object({ startsAt: nullableIsoDate, endsAt: nullableIsoDate, percentage: z.number().int() })
      .nullable(),
    inspectionConditions: z.string(),
    pickUpConditions: z.string(),
    checkOutType: z.enum(checkOutTypes),
    acceptBuyersMode: z.enum(acceptBuyersModes),
    paymentIntentCreationMode: z.string(),
    paymentDeadlineBusinessDays: z.number().int(),
    highBidThresholdCents: cents,
    fees: feesSchema,
    editalUrl: z.string().nullable(),
    seller: z.object({ name: z.string() }),
    auctioneer: z.object({ name: z.string(), registration: z.string() }).nullable(),
    bookingSchedules: z.array(
      z.object({
        type: z.string(),
        startsAt: isoDate,
        endsAt: isoDate,
        address: z.string(),
        notes: z.string(),
      }),
    ),
  }),
  lots: z.array(
    catalogLotSchema.extend({
      /**
       * How a closed lot ended, as the Event page shows it: SOLD (sale approved), CONDITIONAL (below the
       * reserve, waiting on the seller), UNSOLD (no bids, or the seller refused or let the deadline pass);
       * null while the lot is not closed.
       */
      result: z.enum(['SOLD', 'CONDITIONAL', 'UNSOLD']).nullable(),
    }),
  ),
  /** The Event's figures at a glance, over all its lots (decision 216). */
  figures: listingFiguresSchema,
  total: z.number().int(),
  currentPage: z.number().int(),
  pageSize: z.number().int(),
});
export type ListingPageAnswer = z.input<typeof listingPageAnswerSchema>;

export const lotPageAnswerSchema = z.object({
  lot: catalogLotSchema.omit({ photo: true }).extend({
    status: z.string(),
    category: z.object({ code: z.enum(macroCategoryCodes), name: z.string(), slug: z.string() }),
    incrementCents: cents.nullable(),
    city: z.string(),
    state: z.string(),
    biddable: z.boolean(),
    /** The least the next bid may be (auctions), from the domain's bid rules; empty for direct sales. */
    minimumNextBidCents: cents.nullable(),
    photos: z.array(photoSchema),
    /** What the buyer pays at the reference price: the current bid, the minimum next bid or the unit price. */
    totalToPay: z
      .object({
        priceCents: cents,
        commissionCents: cents,
        administrativeFeeCents: cents,
        totalCents: cents,
      })
      .nullable(),
  }),
  listing: listingSummarySchema.extend({
    displayStatus: z.enum(displayStatuses),
    city: z.string(),
    state: z.string(),
    startsAt: isoDate,
    scheduledEndAt: isoDate,
    auctioneer: z.object({ name: z.string(), registration: z.string() }).nullable(),
  }),
  /** The API's clock when the answer was made: countdowns offset the device clock by it. */
  serverTime: isoDate,
});
export type LotPageAnswer = z.input<typeof lotPageAnswerSchema>;

export const sitemapAnswerSchema = z.object({
  listings: z.array(z.object({ slug: z.string(), updatedAt: isoDate })),
  lots: z.array(z.object({ id: z.uuid(), updatedAt: isoDate })),
});
export type SitemapEntries = z.infer<typeof sitemapAnswerSchema>;
