import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The signed unsubscribe link of a marketing e-mail (decision 202): `v1.<subject>.<HMAC-SHA256>`, the key
 * derived from the app's secret (AUTH_JWT_SECRET) for this one use. The subject is the recipient row's id
 * (no address in URLs or logs), or `test` for a test send, which unsubscribes nobody.
 */

const version = 'v1';

export const deriveUnsubscribeKey = (appSecret: string) =>
  createHmac('sha256', appSecret).update('circula:newsletter-unsubscribe:v1').digest();

const macOf = (key: Buffer, subject: string) =>
  createHmac('sha256', key).update(`${version}.${subject}`).digest('base64url');

export function signUnsubscribeToken(key: Buffer, subject: string): string {
  return `${version}.${subject}.${macOf(key, subject)}`;
}

/** The subject of a well-signed token, or null for anything else (tampered, truncated, another key). */
export function verifyUnsubscribeToken(key: Buffer, token: string): string | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== version) return null;
  const [, subject, mac] = parts as [string, string, string];
  if (!/^(test|[0-9a-f-]{36})$/.test(subject)) return null;
  const expected = Buffer.from(macOf(key, subject));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return subject;
}
