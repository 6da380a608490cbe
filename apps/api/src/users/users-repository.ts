import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { userConsents, users } from '../db/schema/index.js';

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
