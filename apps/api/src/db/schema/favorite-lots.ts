import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { favoriteLists } from './favorite-lists.js';
import { lots } from './lots.js';

/** One lot in one favourites list. */
export const favoriteLots = pgTable(
  'favorite_lots',
  {
    listId: uuid()
      .notNull()
      .references(() => favoriteLists.id, { onDelete: 'cascade' }),
    lotId: uuid()
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.listId, table.lotId] }), index().on(table.lotId)],
);
