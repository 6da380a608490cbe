import type { PrivacyPreferences, PrivacySettings, UpdatePrivacyPreferences } from '@circula/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import {
  newsletterSubscribers,
  newsletterUnsubscribes,
  privacyPreferences,
  userConsents,
  users,
} from '../db/schema/index.js';
import { AppError } from '../shared/errors.js';

type Row = typeof privacyPreferences.$inferSelect;

const defaults: PrivacyPreferences = {
  outbidEmails: true,
  reminderEmails: true,
  newsletterEmails: false,
  newsletterChangedAt: null,
  analyticsCookies: null,
  cookiesChosenAt: null,
};

const view = (row: Row | undefined): PrivacyPreferences =>
  row
    ? {
        outbidEmails: row.outbidEmails,
        reminderEmails: row.reminderEmails,
        newsletterEmails: row.newsletterEmails,
        newsletterChangedAt: row.newsletterChangedAt?.toISOString() ?? null,
        analyticsCookies: row.analyticsCookies,
        cookiesChosenAt: row.cookiesChosenAt?.toISOString() ?? null,
      }
    : defaults;

export async function readPrivacySettings(db: Database, userId: string): Promise<PrivacySettings> {
  const [consent] = await db
    .select()
    .from(userConsents)
    .where(eq(userConsents.userId, userId))
    .orderBy(desc(userConsents.acceptedAt))
    .limit(1);
  const [row] = await db.select().from(privacyPreferences).where(eq(privacyPreferences.userId, userId));
  return {
    consent: consent
      ? {
          termsVersion: consent.termsVersion,
          privacyVersion: consent.privacyVersion,
          acceptedAt: consent.acceptedAt.toISOString(),
        }
      : null,
    preferences: view(row),
  };
}

/**
 * Changes the optional e-mails. Revoking the newsletter also removes the person's address from the
 * newsletter list, so no campaign reaches it; the date of each newsletter change is kept.
 */
export async function updatePrivacyPreferences(
  db: Database,
  userId: string,
  changes: UpdatePrivacyPreferences,
  now: Date = new Date(),
): Promise<PrivacySettings> {
  await db.transaction(async (tx) => {
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (!user) throw new AppError('USER_NOT_FOUND', 'Usuário não encontrado.');
    const [current] = await tx
      .select()
      .from(privacyPreferences)
      .where(eq(privacyPreferences.userId, userId))
      .for('update');
    const newsletterChanged =
      changes.newsletterEmails !== undefined &&
      changes.newsletterEmails !== (current?.newsletterEmails ?? defaults.newsletterEmails);
    const values = {
      ...changes,
      ...(newsletterChanged ? { newsletterChangedAt: now } : {}),
      updatedAt: now,
    };
    await tx
      .insert(privacyPreferences)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: privacyPreferences.userId, set: values });
    if (changes.newsletterEmails === false) {
      await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, user.email));
    }
    // Opting in again lifts an earlier unsubscribe of the address (decision 202).
    if (changes.newsletterEmails === true && newsletterChanged) {
      await tx
        .delete(newsletterUnsubscribes)
        .where(eq(newsletterUnsubscribes.email, user.email.toLowerCase()));
    }
  });
  return readPrivacySettings(db, userId);
}

/** Stores the cookie notice's choice of a signed-in person, with its date. */
export async function recordCookieChoice(
  db: Database,
  userId: string,
  analytics: boolean,
  now: Date = new Date(),
): Promise<PrivacySettings> {
  const values = { analyticsCookies: analytics, cookiesChosenAt: now, updatedAt: now };
  await db
    .insert(privacyPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: privacyPreferences.userId, set: values });
  return readPrivacySettings(db, userId);
}

export type OptionalEmail = 'outbid' | 'reminder';

/** Of the given users, those who turned the optional e-mail off (everyone else gets it). */
export async function usersWithoutOptionalEmail(
  db: Database,
  userIds: string[],
  kind: OptionalEmail,
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const column = kind === 'outbid' ? privacyPreferences.outbidEmails : privacyPreferences.reminderEmails;
  const rows = await db
    .select({ userId: privacyPreferences.userId })
    .from(privacyPreferences)
    .where(and(inArray(privacyPreferences.userId, userIds), eq(column, false)));
  return new Set(rows.map((row) => row.userId));
}
