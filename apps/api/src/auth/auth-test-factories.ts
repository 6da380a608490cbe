import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../db/client.js';
import { createUser } from '../users/create-user.js';
import { hashPassword } from './passwords.js';

/** Test factories: each test makes the users it needs. */

export const testPassword = 'senha-secreta-123';

export function uniqueEmail(prefix = 'pessoa') {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

export async function makeUser(
  db: Database,
  overrides: { email?: string; name?: string; password?: string | null; phone?: string | null } = {},
) {
  const password = overrides.password === undefined ? testPassword : overrides.password;
  const { user } = await createUser(db, {
    name: overrides.name ?? 'Maria da Silva',
    email: overrides.email ?? uniqueEmail(),
    passwordHash: password ? await hashPassword(password) : null,
    emailVerified: true,
  });
  return user;
}

export interface SignedIn {
  accessToken: string;
  refreshCookie: string;
  response: LightMyRequestResponse;
}

/** The value of a Set-Cookie of the response, by name. */
export function cookieValue(response: LightMyRequestResponse, name: string): string | undefined {
  return response.cookies.find((cookie) => cookie.name === name && cookie.value !== '')?.value;
}

export async function signIn(
  app: FastifyInstance,
  email: string,
  password = testPassword,
  headers: Record<string, string> = {},
): Promise<SignedIn> {
  const response = await app.inject({
    method: 'POST',
    url: '/auth/signin/credentials',
    payload: { email, password },
    headers,
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const refreshCookie = cookieValue(response, 'circula_dev_rt');
  if (!refreshCookie) throw new Error('no refresh cookie');
  return { accessToken: response.json().accessToken, refreshCookie, response };
}

export const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

/** Latest outbox rows sent to an address, through the development route a person would use. */
export async function readOutbox(app: FastifyInstance, to: string) {
  const response = await app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(to)}` });
  if (response.statusCode !== 200) throw new Error(`outbox: ${response.statusCode}`);
  return response.json() as Array<{
    channel: string;
    to: string;
    notificationType: string;
    subject: string | null;
    bodyText: string;
  }>;
}

export function codeIn(text: string): string {
  const match = /\b(\d{6})\b/.exec(text);
  if (!match) throw new Error('no code in message');
  return match[1]!;
}
