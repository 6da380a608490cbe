import type {
  AcceptBuyersMode,
  CheckOutType,
  ListingAccessMode,
  ListingSegment,
  ListingStatus,
  ListingType,
  PaymentIntentCreationMode,
} from '@circula/domain';
import { bigint, boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { auctioneers } from './auctioneers.js';
import { sellers } from './sellers.js';

/** An Event (leilão, venda direta or leilão judicial em duas praças). */
export const listings = pgTable(
  'listings',
  {
    id: uuid().primaryKey().defaultRandom(),
    slug: text().notNull().unique(),
    type: text().$type<ListingType>().notNull(),
    segment: text().$type<ListingSegment>().notNull(),
    status: text().$type<ListingStatus>().notNull().default('DRAFT'),
    sellerId: uuid()
      .notNull()
      .references(() => sellers.id),
    /** Required for auctions, empty for direct sales. */
    auctioneerId: uuid().references(() => auctioneers.id),
    title: text().notNull(),
    description: text().notNull().default(''),
    city: text().notNull(),
    /** UF code. */
    state: text().notNull(),
    /** Visitação: where and how the goods can be seen. */
    inspectionConditions: text().notNull().default(''),
    /** Retirada: where, when and how the goods are collected. */
    pickUpConditions: text().notNull().default(''),
    checkOutType: text().$type<CheckOutType>().notNull().default('PICK_UP_V0'),
    /** PUBLIC (a qualified Event for referrals), CONTROLLED_ENROLMENT or PRIVATE. */
    accessMode: text().$type<ListingAccessMode>().notNull().default('PUBLIC'),
    acceptBuyersMode: text().$type<AcceptBuyersMode>().notNull().default('ALL'),
    /** Used when the Event has no fee table rows; basis points (1000 = 10%). */
    buyerFeeBasisPoints: integer(),
    paymentIntentCreationMode: text().$type<PaymentIntentCreationMode>().notNull().default('PER_LOT_END'),
    paymentDeadlineBusinessDays: integer().notNull().default(2),
    /** Direct sales: whether buyers may make offers ("Fazer oferta") on its lots. Auctions never take offers. */
    acceptsOffers: boolean().notNull().default(true),
    /** Hours an offer or a counter-offer waits for its answer before it expires. */
    offerExpiryHours: integer().notNull().default(48),
    /** Fine on an abandoned purchase, percent of the price. */
    finePercentage: integer().notNull().default(20),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    scheduledEndAt: timestamp({ withTimezone: true }).notNull(),
    enrolmentDeadlineAt: timestamp({ withTimezone: true }),
    /** Lot n closes at scheduledEndAt + (n − 1) × this; 0 closes all lots together. */
    closingIntervalSeconds: integer().notNull().default(60),
    softCloseWindowSeconds: integer().notNull().default(180),
    softCloseExtensionSeconds: integer().notNull().default(180),
    /** JUDICIAL_PHASED_AUCTION: second phase (segunda praça) dates and minimum as percent of the appraisal. */
    secondPhaseStartsAt: timestamp({ withTimezone: true }),
    secondPhaseEndsAt: timestamp({ withTimezone: true }),
    secondPhasePercentage: integer().notNull().default(50),
    /** Bids at or above this need the buyer's signed high-bids agreement. */
    highBidThresholdCents: bigint({ mode: 'number' }).notNull().default(10_000_000),
    /** Bookings (visits, pick-ups) can be moved or cancelled until this many hours before the slot. */
    bookingChangeLimitHours: integer().notNull().default(24),
    /** Storage key of the Edital PDF (auctions). */
    editalKey: text(),
    publishedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('listings_status_scheduled_end_idx').on(table.status, table.scheduledEndAt),
    index('listings_seller_idx').on(table.sellerId),
  ],
);
