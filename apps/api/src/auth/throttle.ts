import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.js';
import { AppError } from '../shared/errors.js';
import { countRecentThrottleEvents, insertThrottleEvent } from './auth-repository.js';
import { sha256 } from './tokens.js';

/**
 * Per-address limits kept in the database, so they hold across API processes (the per-IP limits are
 * @fastify/rate-limit's). Five events a minute are allowed; the sixth gets 429.
 */
export type ThrottleAction = 'SIGNIN_FAILURE' | 'CODE_FAILURE' | 'MESSAGE_SENT';

export const throttleLimit = 5;
export const throttleWindowSeconds = 60;

/** Keys are hashes: the table never holds an address in the clear. */
export const emailKey = (email: string) => sha256(`email:${email.trim().toLowerCase()}`);
export const userKey = (userId: string) => sha256(`user:${userId}`);

/** Seconds to wait, or null when the key is under its limit. */
export async function throttleRetryAfter(db: Database, key: string, action: ThrottleAction) {
  const { count, secondsUntilFree } = await countRecentThrottleEvents(db, key, action, throttleWindowSeconds);
  if (count < throttleLimit) return null;
  return Math.max(1, secondsUntilFree ?? throttleWindowSeconds);
}

export async function recordThrottleEvent(db: Database, key: string, action: ThrottleAction) {
  await insertThrottleEvent(db, key, action);
}

/**
 * preHandler refusing a request whose key (e-mail or user) is over its limit: 429 with Retry-After and
 * a pt-BR message.
 */
export function throttleBy(action: ThrottleAction, keyOf: (request: FastifyRequest) => string | null) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const key = keyOf(request);
    if (!key) return;
    const retryAfter = await throttleRetryAfter(request.server.deps.database.db, key, action);
    if (retryAfter === null) return;
    reply.header('retry-after', String(retryAfter));
    throw new AppError(
      'RATE_LIMITED',
      `Muitas tentativas. Aguarde ${retryAfter} ${retryAfter === 1 ? 'segundo' : 'segundos'} e tente novamente.`,
    );
  };
}

/** Key of a request whose body carries an e-mail. */
export function bodyEmailKey(request: FastifyRequest): string | null {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? emailKey(email) : null;
}

/**
 * Takes one of the key's events for the window: records it first, then counts (this one included), and
 * answers the seconds to wait when it went past the limit, else null. Insert-then-count never lets more than
 * `throttleLimit` callers through at once: each concurrent caller sees at least its own row and every row
 * committed before it.
 */
export async function takeThrottleSlot(db: Database, key: string, action: ThrottleAction) {
  await insertThrottleEvent(db, key, action);
  const { count, secondsUntilFree } = await countRecentThrottleEvents(db, key, action, throttleWindowSeconds);
  if (count <= throttleLimit) return null;
  return Math.max(1, secondsUntilFree ?? throttleWindowSeconds);
}
