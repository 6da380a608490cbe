import { and, eq, exists, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { accounts, userConsents, users } from '../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: Database, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(db: Database, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export interface NewUser {
  name: string;
  email: string;
  emailVerifiedAt: Date | null;
  passwordHash: string | null;
  image: string | null;
  referralSlug: string | null;
}

export interface NewConsent {
  personType: string;
  declarations: Record<string, boolean>;
  termsVersion: string;
  privacyVersion: string;
}

/** Creates the user (and the consent given with it) unless the e-mail is taken; then undefined. */
export async function insertUser(db: Database, user: NewUser, consent: NewConsent | null) {
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(users)
      .values(user)
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (saved && consent) await tx.insert(userConsents).values({ ...consent, userId: saved.id });
    return saved;
  });
}

export async function updateUserRow(
  db: Database,
  id: string,
  changes: Partial<
    Pick<
      UserRow,
      'name' | 'phone' | 'phoneVerifiedAt' | 'passwordHash' | 'emailVerifiedAt' | 'image' | 'buyerId'
    >
  >,
) {
  const [saved] = await db
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return saved;
}

export async function listConsents(db: Database, userId: string) {
  return db.select().from(userConsents).where(eq(userConsents.userId, userId));
}

export async function insertConsent(db: Database, userId: string, consent: NewConsent) {
  const [saved] = await db
    .insert(userConsents)
    .values({ ...consent, userId })
    .returning();
  return saved!;
}

/**
 * Whether the user has a Google account linked and no declarations on record: the account Google created,
 * before its person made the declarations. Users created otherwise always made them at sign-up.
 */
export async function lacksDeclarations(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        exists(
          db
            .select({ one: sql`1` })
            .from(accounts)
            .where(and(eq(accounts.userId, users.id), eq(accounts.provider, 'google'))),
        ),
        sql`not ${exists(db.select({ one: sql`1` }).from(userConsents).where(eq(userConsents.userId, users.id)))}`,
      ),
    );
  return row !== undefined;
}
