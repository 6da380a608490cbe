import { privacyVersion, type SignUpInput, termsVersion } from '@circula/domain';
import { createUser, markEmailVerified } from '../users/create-user.js';
import { checkEmailCodeOrThrow } from './check-email-code.js';
import type { AuthDeps } from './context.js';
import { hashPassword } from './passwords.js';
import { startSession } from './start-session.js';

/**
 * The referral a new account records: the link the visitor landed through (the HttpOnly cookie set by
 * `POST /auth/referral`). A slug in the call itself counts only when it is that same link: typed into a
 * sign-up without a visit through the link from the start, it is ignored (decision 166).
 */
export function referralSlugToRecord(
  requested: string | null | undefined,
  landed: string | null | undefined,
): string | null {
  if (!landed) return null;
  if (requested && requested !== landed) return null;
  return landed;
}

/**
 * Creates the account of a person who proved the e-mail with a code, recording the declarations and the
 * versions of the terms and privacy policy accepted, and signs them in. An address that already has an
 * account is just signed in, so the answer never tells whether it existed.
 */
export async function signUp(
  deps: AuthDeps,
  input: SignUpInput,
  context: { userAgent: string | null; landedReferralSlug: string | null },
) {
  await checkEmailCodeOrThrow(deps, input.email, input.code);
  const { user, created } = await createUser(deps.db, {
    name: input.name,
    email: input.email,
    passwordHash: input.password ? await hashPassword(input.password) : null,
    referralSlug: referralSlugToRecord(input.referralSlug, context.landedReferralSlug),
    emailVerified: true,
    consent: {
      personType: input.personType,
      declarations: input.declarations,
      termsVersion,
      privacyVersion,
    },
  });
  if (!created) await markEmailVerified(deps.db, user);
  return startSession(deps, { userId: user.id, method: 'email-code', userAgent: context.userAgent });
}
