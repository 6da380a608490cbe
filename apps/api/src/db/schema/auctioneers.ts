import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Official auctioneers (leiloeiros oficiais); their Junta Comercial registration is shown on auction pages. */
export const auctioneers = pgTable('auctioneers', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  /** As printed, e.g. 'JUCESP nº 1.234'. */
  registration: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
