import { randomCode } from '@circula/domain';
import type { Database } from '../db/client.js';
import {
  consumeOpenSecretsOf,
  consumeOpenVerificationTokens,
  consumeVerificationToken,
  findLatestVerificationToken,
  findVerificationTokenByHash,
  insertVerificationToken,
  takeVerificationAttempt,
} from './auth-repository.js';
import { codeMaxAttempts } from './context.js';
import { newOpaqueToken, safeEqual, sha256 } from './tokens.js';

export type CodePurpose = 'EMAIL_CODE' | 'PHONE_CODE';
export type LinkPurpose = 'MAGIC_LINK' | 'RESET_PASSWORD' | 'STAFF_LOGIN_LINK' | 'NEWSLETTER_CONFIRMATION';

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

// A 6-digit code has few values; binding the hash to purpose and subject keeps one table of hashes useless.
const codeHash = (purpose: CodePurpose, subject: string, code: string) =>
  sha256(`${purpose}:${subject}:${code}`);

/** A new code for the subject; any earlier open code of the same purpose stops working. */
export async function issueCode(
  db: Database,
  input: { purpose: CodePurpose; subject: string; target?: string; ttlMinutes: number },
): Promise<string> {
  const code = randomCode(6, 'digits');
  await consumeOpenVerificationTokens(db, input.purpose, input.subject);
  await insertVerificationToken(db, {
    purpose: input.purpose,
    subject: input.subject,
    tokenHash: codeHash(input.purpose, input.subject, code),
    target: input.target ?? null,
    expiresAt: minutesFromNow(input.ttlMinutes),
  });
  return code;
}

export type CodeCheck = { ok: true; target: string | null } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * Checks the subject's latest code. A wrong guess counts against the code; after the allowed tries, or
 * once expired or used, the code no longer works and a new one must be requested.
 */
export async function checkCode(
  db: Database,
  input: { purpose: CodePurpose; subject: string; code: string },
): Promise<CodeCheck> {
  // The try is counted before the code is compared: of any number of concurrent guesses, only
  // codeMaxAttempts are ever compared.
  const attempt = await takeVerificationAttempt(db, {
    purpose: input.purpose,
    subject: input.subject,
    maxAttempts: codeMaxAttempts,
  });
  if (!attempt) {
    const latest = await findLatestVerificationToken(db, input.purpose, input.subject);
    return { ok: false, reason: latest ? 'expired' : 'invalid' };
  }
  if (!safeEqual(attempt.tokenHash, codeHash(input.purpose, input.subject, input.code))) {
    if (attempt.attempts >= codeMaxAttempts) await consumeVerificationToken(db, attempt.id);
    return { ok: false, reason: 'invalid' };
  }
  if (!(await consumeVerificationToken(db, attempt.id))) return { ok: false, reason: 'expired' };
  return { ok: true, target: attempt.target };
}

/** A single-use link secret; only its hash is stored. An earlier open link of the same purpose stops working. */
export async function issueLinkToken(
  db: Database,
  input: { purpose: LinkPurpose; subject: string; ttlMinutes: number },
): Promise<string> {
  const token = newOpaqueToken();
  await consumeOpenVerificationTokens(db, input.purpose, input.subject);
  await insertVerificationToken(db, {
    purpose: input.purpose,
    subject: input.subject,
    tokenHash: sha256(token),
    expiresAt: minutesFromNow(input.ttlMinutes),
  });
  return token;
}

export type LinkCheck = { ok: true; subject: string } | { ok: false; reason: 'invalid' | 'expired' | 'used' };

/** Uses a link secret up; a second use, an unknown secret or an expired one is refused. */
export async function consumeLinkToken(
  db: Database,
  purpose: LinkPurpose,
  token: string,
): Promise<LinkCheck> {
  const found = await findVerificationTokenByHash(db, purpose, sha256(token));
  if (!found) return { ok: false, reason: 'invalid' };
  if (found.token.consumedAt) return { ok: false, reason: 'used' };
  if (found.expired) return { ok: false, reason: 'expired' };
  if (!(await consumeVerificationToken(db, found.token.id))) return { ok: false, reason: 'used' };
  return { ok: true, subject: found.token.subject };
}

/** Ends every open link and e-mail code of an address: after a password reset none of them may sign in. */
export async function revokeOpenSecrets(db: Database, email: string): Promise<void> {
  await consumeOpenSecretsOf(
    db,
    ['MAGIC_LINK', 'RESET_PASSWORD', 'EMAIL_CODE'],
    [email, email.toLowerCase()],
  );
}
