import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const sellers = pgTable('sellers', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  /** CNPJ, digits only. */
  taxId: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
