import type { BookingScheduleType } from '@circula/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { listingBookingSchedules } from './listing-booking-schedules.js';
import { listings } from './listings.js';

/**
 * A bookable slot of a schedule window. `taken` only moves by conditional updates (never past capacity,
 * never below zero): the check constraint is the last line of defence (decision 140).
 */
export const bookingSlots = pgTable(
  'booking_slots',
  {
    id: uuid().primaryKey().defaultRandom(),
    scheduleId: uuid()
      .notNull()
      .references(() => listingBookingSchedules.id, { onDelete: 'cascade' }),
    listingId: uuid()
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    type: text().$type<BookingScheduleType>().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    capacity: integer().notNull(),
    taken: integer().notNull().default(0),
  },
  (table) => [
    uniqueIndex('booking_slots_schedule_start_key').on(table.scheduleId, table.startsAt),
    index().on(table.listingId, table.type, table.startsAt),
    check(
      'booking_slots_taken_within_capacity',
      sql`${table.taken} >= 0 and ${table.taken} <= ${table.capacity}`,
    ),
  ],
);
