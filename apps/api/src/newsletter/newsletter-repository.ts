import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { newsletterSubscribers, newsletterUnsubscribes } from '../db/schema/index.js';

export interface SubscriberRow {
  email: string;
  state: string;
  city: string;
  source: string;
}

/**
 * Stores the form's subscriber (a repeated address updates its row, keeping its confirmation). A new row is
 * unconfirmed until the address itself confirms (`confirmSubscriber`, decision 283), and an earlier
 * unsubscribe stays until then (`liftUnsubscribe`, decision 202): audiences leave both out.
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

/** The address confirmed, through the link sent to it, that it wants the newsletter (kept if already set). */
export async function confirmSubscriber(db: Database, email: string): Promise<void> {
  await db
    .update(newsletterSubscribers)
    .set({ confirmedAt: sql`coalesce(${newsletterSubscribers.confirmedAt}, now())`, updatedAt: sql`now()` })
    .where(eq(newsletterSubscribers.email, email));
}

/** The address confirmed, through the link sent to it, that it wants the newsletter again. */
export async function liftUnsubscribe(db: Database, email: string): Promise<void> {
  await db.delete(newsletterUnsubscribes).where(eq(newsletterUnsubscribes.email, email));
}

/** Days an address typed into the form is kept while it has not confirmed (decision 283). */
export const UNCONFIRMED_SUBSCRIBER_DAYS = 30;

/**
 * Deletes the subscribers that never confirmed, last named in the form more than
 * `UNCONFIRMED_SUBSCRIBER_DAYS` ago: an address nobody confirmed is not kept. Returns how many.
 */
export async function deleteStaleUnconfirmedSubscribers(db: Database): Promise<number> {
  const removed = await db
    .delete(newsletterSubscribers)
    .where(
      and(
        isNull(newsletterSubscribers.confirmedAt),
        lt(
          newsletterSubscribers.updatedAt,
          sql`now() - make_interval(days => ${UNCONFIRMED_SUBSCRIBER_DAYS})`,
        ),
      ),
    )
    .returning({ email: newsletterSubscribers.email });
  return removed.length;
}
