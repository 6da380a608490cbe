import { phoneCallingCode } from '@circula/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.js';
import { AppError } from '../shared/errors.js';
import { countRecentThrottleEvents, deleteThrottleEvents, insertThrottleEvent } from './auth-repository.js';
import { sha256 } from './tokens.js';

/**
 * Per-address limits kept in the database, so they hold across API processes (the per-IP limits are
 * @fastify/rate-limit's). Each guarded request takes a slot first (insert) and only then counts the slots
 * of its window, so concurrent requests cannot all read "under the limit": the request that sees more
 * slots than the limit is refused and gives its slot back. A request that succeeds (the right password or
 * code) also gives its slot back, so only failures and sent messages fill the window.
 */
export type ThrottleAction = 'SIGNIN_FAILURE' | 'CODE_FAILURE' | 'MESSAGE_SENT' | 'SMS_SENT';

export interface ThrottleRule {
  key: string;
  limit: number;
  windowSeconds: number;
}

export const throttleLimit = 5;
export const throttleWindowSeconds = 60;
/** Wrong passwords for one address from every address together (decision 070). */
export const signInAddressLimit = 30;
export const signInAddressWindowSeconds = 15 * 60;

/** Keys are hashes: the table never holds an address in the clear. */
export const emailKey = (email: string) => sha256(`email:${email.trim().toLowerCase()}`);
export const emailFromIpKey = (email: string, ip: string) =>
  sha256(`email-ip:${email.trim().toLowerCase()}:${ip}`);
export const userKey = (userId: string) => sha256(`user:${userId}`);
/** The SMS keys: a number (E.164) from every account together, and a user over a day. */
export const smsNumberHourKey = (phone: string) => sha256(`sms-phone-hour:${phone}`);
export const smsNumberDayKey = (phone: string) => sha256(`sms-phone-day:${phone}`);
export const smsUserDayKey = (userId: string) => sha256(`sms-user-day:${userId}`);
/** Codes texted to one foreign country's numbers from the whole platform over a day. */
export const smsCountryDayKey = (callingCode: string) => sha256(`sms-country-day:${callingCode}`);

/**
 * SMS codes a number receives from every account together: a person who did not get the code asks again
 * two or three times; more is someone texting a number that is not theirs (SMS pumping).
 */
export const smsNumberHourLimit = 3;
export const smsNumberDayLimit = 10;
/** SMS codes one user asks for in a day, whatever the numbers: no one verifies ten phones a day. */
export const smsUserDayLimit = 10;
const hourSeconds = 60 * 60;
const daySeconds = 24 * hourSeconds;

const perMinute = (key: string): ThrottleRule => ({
  key,
  limit: throttleLimit,
  windowSeconds: throttleWindowSeconds,
});

/** The slots a request holds, to give back when it succeeds. */
const heldSlots = new WeakMap<FastifyRequest, string[]>();

/**
 * Takes one slot of each rule; when any rule is over its limit, gives them all back and answers with the
 * seconds to wait.
 */
export async function takeThrottleSlots(
  db: Database,
  action: ThrottleAction,
  rules: ThrottleRule[],
): Promise<{ ids: string[]; retryAfter: number | null; refused?: ThrottleRule }> {
  const ids: string[] = [];
  let retryAfter: number | null = null;
  let refused: ThrottleRule | undefined;
  for (const rule of rules) {
    ids.push(await insertThrottleEvent(db, rule.key, action, rule.windowSeconds));
    const { count, secondsUntilFree } = await countRecentThrottleEvents(
      db,
      rule.key,
      action,
      rule.windowSeconds,
    );
    if (count > rule.limit) {
      retryAfter = Math.max(retryAfter ?? 1, secondsUntilFree ?? rule.windowSeconds);
      refused = rule;
      break;
    }
  }
  if (retryAfter === null) return { ids, retryAfter };
  await deleteThrottleEvents(db, ids);
  return { ids: [], retryAfter, refused };
}

/**
 * preHandler refusing a request whose keys (e-mail, e-mail and IP, user) are over their limits: 429 with
 * Retry-After and a pt-BR message.
 */
export function throttleBy(action: ThrottleAction, rulesOf: (request: FastifyRequest) => ThrottleRule[]) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const rules = rulesOf(request);
    if (rules.length === 0) return;
    const { ids, retryAfter } = await takeThrottleSlots(request.server.deps.database.db, action, rules);
    if (retryAfter === null) {
      heldSlots.set(request, ids);
      return;
    }
    reply.header('retry-after', String(retryAfter));
    throw new AppError(
      'RATE_LIMITED',
      `Muitas tentativas. Aguarde ${retryAfter} ${retryAfter === 1 ? 'segundo' : 'segundos'} e tente novamente.`,
    );
  };
}

/** Gives back the slots of a request that succeeded: a right password or code is not a failure. */
export async function releaseThrottleSlots(request: FastifyRequest): Promise<void> {
  const ids = heldSlots.get(request);
  heldSlots.delete(request);
  if (ids && ids.length > 0) await deleteThrottleEvents(request.server.deps.database.db, ids);
}

const bodyEmail = (request: FastifyRequest): string | null => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email : null;
};

/** Rule of a request whose body carries an e-mail: five a minute for the address. */
export function bodyEmailRules(request: FastifyRequest): ThrottleRule[] {
  const email = bodyEmail(request);
  return email ? [perMinute(emailKey(email))] : [];
}

/**
 * Wrong passwords are counted per address and caller IP, so someone elsewhere cannot lock the owner out,
 * and per address over a longer window, which bounds guessing spread over many IPs (decision 070).
 */
export function signInRules(request: FastifyRequest): ThrottleRule[] {
  const email = bodyEmail(request);
  if (!email) return [];
  return [
    perMinute(emailFromIpKey(email, request.ip)),
    { key: emailKey(email), limit: signInAddressLimit, windowSeconds: signInAddressWindowSeconds },
  ];
}

/** Rule of the signed-in caller: five a minute for the user. */
export function callerRules(request: FastifyRequest): ThrottleRule[] {
  return request.userId ? [perMinute(userKey(request.userId))] : [];
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

/**
 * The limits of an SMS code to `phone` for `userId`, longest window first so a refusal names the longest
 * wait: a foreign country's day (decision 286: texts abroad cost the most and are what SMS pumping buys, so
 * the whole platform has a daily budget per country outside Brazil), the user's day, the number's day, the
 * number's hour.
 */
export function smsRules(userId: string, phone: string, foreignCountryDayLimit: number): ThrottleRule[] {
  const callingCode = phoneCallingCode(phone);
  const country: ThrottleRule[] =
    callingCode === '55'
      ? []
      : [{ key: smsCountryDayKey(callingCode), limit: foreignCountryDayLimit, windowSeconds: daySeconds }];
  return [
    ...country,
    { key: smsUserDayKey(userId), limit: smsUserDayLimit, windowSeconds: daySeconds },
    { key: smsNumberDayKey(phone), limit: smsNumberDayLimit, windowSeconds: daySeconds },
    { key: smsNumberHourKey(phone), limit: smsNumberHourLimit, windowSeconds: hourSeconds },
  ];
}

/** A wait in pt-BR words, rounded up: '40 segundos', '1 minuto', '23 horas'. */
export function waitInWords(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
  const hours = Math.ceil(seconds / hourSeconds);
  return `${hours} ${hours === 1 ? 'hora' : 'horas'}`;
}

export type SmsSlots = { ids: string[] } | { retryAfterSeconds: number; message: string };

/**
 * Takes the slots of one SMS code to `phone` before anything is saved or sent (insert, then count, as the
 * other limits): of any number of concurrent requests, no more than each limit pass. Refused, it answers
 * the seconds to wait and the pt-BR message; the slots of a code that was not sent go back with
 * `deleteThrottleEvents`.
 */
export async function takeSmsSlots(
  db: Database,
  userId: string,
  phone: string,
  foreignCountryDayLimit: number,
): Promise<SmsSlots> {
  const { ids, retryAfter, refused } = await takeThrottleSlots(
    db,
    'SMS_SENT',
    smsRules(userId, phone, foreignCountryDayLimit),
  );
  if (retryAfter === null) return { ids };
  const wait = waitInWords(retryAfter);
  const message =
    refused?.key === smsCountryDayKey(phoneCallingCode(phone))
      ? `Hoje não é possível enviar mais códigos por SMS para telefones deste país. Use um telefone do Brasil ou tente novamente em ${wait}.`
      : refused?.key === smsUserDayKey(userId)
        ? `Você já pediu muitos códigos por SMS hoje. Tente novamente em ${wait}.`
        : `Já enviamos muitos códigos por SMS para este telefone. Tente novamente em ${wait}.`;
  return { retryAfterSeconds: retryAfter, message };
}

/** Gives back the SMS slots of a code that was not sent (the change failed before the SMS). */
export async function releaseSmsSlots(db: Database, slots: { ids: string[] }): Promise<void> {
  await deleteThrottleEvents(db, slots.ids);
}
