import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { newsletterSubscribers, newsletterUnsubscribes } from '../db/schema/index.js';

export interface SubscriberRow {
  email: string;
  state: string;
  city: string;
  source: string;
}

/** Subscribing (again) through the form also lifts an earlier unsubscribe of the address (decision 202). */
export async function upsertSubscriber(db: Database, row: SubscriberRow) {
  await db.delete(newsletterUnsubscribes).where(eq(newsletterUnsubscribes.email, row.email));
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
