import type { BookingScheduleType, BookingStatus } from '@circula/domain';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookingSlots } from './booking-slots.js';
import { buyers } from './buyers.js';
import { listings } from './listings.js';

/**
 * A buyer's visit or pick-up booking. One ACTIVE booking per buyer, Event and type; a pick-up booking
 * carries the code the door checks (unique among active bookings).
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid().primaryKey().defaultRandom(),
    listingId: uuid()
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    buyerId: uuid()
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    slotId: uuid()
      .notNull()
      .references(() => bookingSlots.id),
    type: text().$type<BookingScheduleType>().notNull(),
    status: text().$type<BookingStatus>().notNull().default('ACTIVE'),
    pickUpCode: text(),
    /** The day-before reminder went out for the current slot (cleared on reschedule). */
    reminderSentAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('bookings_one_active_key')
      .on(table.listingId, table.buyerId, table.type)
      .where(sql`${table.status} = 'ACTIVE'`),
    uniqueIndex('bookings_pick_up_code_key')
      .on(table.pickUpCode)
      .where(sql`${table.status} = 'ACTIVE' and ${table.pickUpCode} is not null`),
    index().on(table.slotId),
  ],
);
