import {
  createCipheriv,
  createDecipheriv,
  createHash,
  randomBytes,
  timingSafeEqual,
  webcrypto,
} from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { AppConfig } from '../config.js';

// Only this algorithm is accepted on verification: a token claiming 'none' or another algorithm fails.
const algorithm = 'HS256';

export interface AccessTokenClaims {
  userId: string;
  sessionId: string;
}

const importedKeys = new Map<string, Promise<webcrypto.CryptoKey>>();

/**
 * The HMAC key, imported once per secret: importing it costs about as much as the verification itself, and
 * the bid routes verify a token on every request.
 */
function keyOf(config: AppConfig): Promise<webcrypto.CryptoKey> {
  let key = importedKeys.get(config.authJwtSecret);
  if (!key) {
    key = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(config.authJwtSecret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    importedKeys.set(config.authJwtSecret, key);
  }
  return key;
}

/** How long a verified access token's claims are reused without checking its signature again. */
const verifiedTokenTtlMs = 60_000;
const verifiedTokenLimit = 20_000;
interface VerifiedToken {
  claims: AccessTokenClaims;
  /** The token's own expiry or the end of the reuse window, whichever is first (epoch ms). */
  reuseUntilMs: number;
}
const verifiedTokens = new Map<string, Map<string, VerifiedToken>>();

/**
 * Tokens verified in the last minute, per secret, issuer and audience. A live bidder sends the same token
 * with every bid; its signature and claims cannot change, so checking them again only burns CPU. The expiry
 * is still checked on every use; revocation never depended on the token (the session is checked by the
 * database: per request for most routes, inside the bid's own transaction for bids).
 */
function verifiedTokensOf(config: AppConfig): Map<string, VerifiedToken> {
  const scope = `${config.authJwtSecret}\u0000${config.AUTH_JWT_ISSUER}\u0000${config.AUTH_JWT_AUDIENCE}`;
  let cache = verifiedTokens.get(scope);
  if (!cache) {
    cache = new Map();
    verifiedTokens.set(scope, cache);
  }
  return cache;
}

export async function signAccessToken(config: AppConfig, claims: AccessTokenClaims): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: algorithm, typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(config.AUTH_JWT_ISSUER)
    .setAudience(config.AUTH_JWT_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${config.AUTH_ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(await keyOf(config));
}

/** The claims of a valid access token, or null for anything else (expired, tampered, wrong alg/iss/aud). */
export async function verifyAccessToken(config: AppConfig, token: string): Promise<AccessTokenClaims | null> {
  const cache = verifiedTokensOf(config);
  const now = Date.now();
  const known = cache.get(token);
  if (known) {
    if (now < known.reuseUntilMs) return known.claims;
    cache.delete(token);
  }
  try {
    const { payload } = await jwtVerify(token, await keyOf(config), {
      algorithms: [algorithm],
      issuer: config.AUTH_JWT_ISSUER,
      audience: config.AUTH_JWT_AUDIENCE,
      requiredClaims: ['sub', 'exp', 'sid'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    const claims = { userId: payload.sub, sessionId: payload.sid };
    // Oldest first out: a Map iterates in insertion order.
    if (cache.size >= verifiedTokenLimit) cache.delete(cache.keys().next().value!);
    cache.set(token, { claims, reuseUntilMs: Math.min(payload.exp! * 1000, now + verifiedTokenTtlMs) });
    return claims;
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}

/** Short-lived signed values other than access tokens (the OpenID Connect round trip). */
export async function signState(config: AppConfig, audience: string, payload: Record<string, string>) {
  return new SignJWT(payload)
    .setProtectedHeader({ alg: algorithm })
    .setIssuer(config.AUTH_JWT_ISSUER)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(await keyOf(config));
}

export async function verifyState(config: AppConfig, audience: string, token: string) {
  try {
    const { payload } = await jwtVerify(token, await keyOf(config), {
      algorithms: [algorithm],
      issuer: config.AUTH_JWT_ISSUER,
      audience,
    });
    return payload as Record<string, unknown>;
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}

/** An opaque secret for cookies and links: 256 random bits, URL-safe. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Secrets are stored only as SHA-256, so a database leak gives no usable token. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

// The key comes from the spent token, which the database never holds: only its bearer can open the seal.
function sealKey(spentToken: string): Buffer {
  return createHash('sha256').update(`refresh-successor:${spentToken}`).digest();
}

/** Seals a refresh token's successor (AES-256-GCM) under a key derived from the spent token. */
export function sealSuccessor(successor: string, spentToken: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(spentToken), iv);
  const sealed = Buffer.concat([cipher.update(successor, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

/** The successor sealed by `sealSuccessor`, or null when the seal does not open with this token. */
export function openSuccessor(sealed: string, spentToken: string): string | null {
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !data) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealKey(spentToken), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
