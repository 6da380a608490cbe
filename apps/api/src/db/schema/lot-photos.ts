import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { lots } from './lots.js';

/** A lot photo: its resized renditions live in media storage under `storageKey` (see catalog/media). */
export const lotPhotos = pgTable(
  'lot_photos',
  {
    id: uuid().primaryKey().defaultRandom(),
    lotId: uuid()
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    storageKey: text().notNull(),
    /** Size of the largest rendition. */
    width: integer().notNull(),
    height: integer().notNull(),
  },
  (table) => [index('lot_photos_lot_idx').on(table.lotId, table.position)],
);
