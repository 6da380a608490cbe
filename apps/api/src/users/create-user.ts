import type { Database } from '../db/client.js';
import { recordReferralOfNewUser } from '../referrals/referrals.js';
import { findUserByEmail, insertUser, type NewConsent, updateUserRow } from './users-repository.js';

export interface CreateUserInput {
  name: string;
  email: string;
  passwordHash?: string | null;
  image?: string | null;
  referralSlug?: string | null;
  /** Set when the address was proven (code, link or a verified Google e-mail). */
  emailVerified: boolean;
  consent?: NewConsent | null;
}

/**
 * Creates a user, or returns the one that already has the e-mail (created: false) without changing it,
 * so two concurrent sign-ups of one address end with one account.
 */
export async function createUser(db: Database, input: CreateUserInput) {
  const email = input.email.trim().toLowerCase();
  const saved = await insertUser(
    db,
    {
      name: input.name.trim(),
      email,
      emailVerifiedAt: input.emailVerified ? new Date() : null,
      passwordHash: input.passwordHash ?? null,
      image: input.image ?? null,
      referralSlug: input.referralSlug ?? null,
    },
    input.consent ?? null,
  );
  if (saved) {
    // Signed up through a referral link: the referral is recorded now, for this user alone (the sweep of
    // every user is the referral job's, not a page's).
    if (saved.referralSlug) await recordReferralOfNewUser(db, saved.id);
    return { user: saved, created: true };
  }
  const existing = await findUserByEmail(db, email);
  if (!existing) throw new Error('user vanished after an e-mail conflict');
  return { user: existing, created: false };
}

/** Records that the person proved the address (a code or link reached them). */
export async function markEmailVerified(db: Database, user: { id: string; emailVerifiedAt: Date | null }) {
  if (!user.emailVerifiedAt) await updateUserRow(db, user.id, { emailVerifiedAt: new Date() });
}

export async function setPasswordHash(db: Database, userId: string, passwordHash: string) {
  await updateUserRow(db, userId, { passwordHash });
}
