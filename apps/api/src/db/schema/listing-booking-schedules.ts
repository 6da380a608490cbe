import type { BookingScheduleType } from '@circula/domain';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { listings } from './listings.js';

/** Windows for visits (VISIT) and pick-ups (PICK_UP) of an Event. */
export const listingBookingSchedules = pgTable(
  'listing_booking_schedules',
  {
    id: uuid().primaryKey().defaultRandom(),
    listingId: uuid()
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    type: text().$type<BookingScheduleType>().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    address: text().notNull(),
    notes: text().notNull().default(''),
    /** The window is cut into slots of this many minutes (decision 140). */
    slotMinutes: integer().notNull().default(60),
    /** Buyers each slot takes. */
    slotCapacity: integer().notNull().default(5),
  },
  (table) => [index('listing_booking_schedules_listing_idx').on(table.listingId, table.startsAt)],
);
