import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { newsletterSubscribers, newsletterUnsubscribes } from '../db/schema/index.js';

export interface SubscriberRow {
  email: string;
  state: string;
  city: string;
  source: string;
}

/**
 * Stores the form's subscriber (a repeated address updates its row). An earlier unsubscribe of the address
 * stays: every audience excludes it until the address itself confirms (`liftUnsubscribe`, decision 202).
 */
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

export async function isUnsubscribed(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ email: newsletterUnsubscribes.email })
    .from(newsletterUnsubscribes)
    .where(eq(newsletterUnsubscribes.email, email))
    .limit(1);
  return row !== undefined;
}

/** The address confirmed, through the link sent to it, that it wants the newsletter again. */
export async function liftUnsubscribe(db: Database, email: string): Promise<void> {
  await db.delete(newsletterUnsubscribes).where(eq(newsletterUnsubscribes.email, email));
}
