import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { newsletterSubscribers } from '../db/schema/index.js';

export interface SubscriberRow {
  email: string;
  state: string;
  city: string;
  source: string;
}

export async function upsertSubscriber(db: Database, row: SubscriberRow) {
  const [saved] = await db
    .insert(newsletterSubscribers)
    .values(row)
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: { state: row.state, city: row.city, source: row.source, updatedAt: sql`now()` },
    })
    .returning();
  return saved!;
}

export async function findSubscriberByEmail(db: Database, email: string) {
  return db.query.newsletterSubscribers.findFirst({
    where: (table, { eq }) => eq(table.email, email),
  });
}
