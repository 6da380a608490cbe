import type { APIRequestContext } from '@playwright/test';
import { apiUrl, directApiUrl, latestCode, signUpThroughApi as signUp, uniqueEmail } from './support';

/** A random CPF with valid check digits (11 digits). */
export function makeCpf(): string {
  const digits = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  if (new Set(digits).size === 1) digits[0] = ((digits[0] ?? 0) + 1) % 10;
  for (const length of [9, 10]) {
    let sum = 0;
    for (let i = 0; i < length; i += 1) sum += (digits[i] ?? 0) * (length + 1 - i);
    const remainder = sum % 11;
    digits.push(remainder < 2 ? 0 : 11 - remainder);
  }
  return digits.join('');
}

export interface SignedUpUser {
  email: string;
  name: string;
  userId: string;
  accessToken: string;
}

/** Signs a new person up through the API; with a page's request context, that browser is signed in too. */
export function signUpThroughApi(
  request: APIRequestContext,
  prefix: string,
  name: string,
): Promise<SignedUpUser> {
  return signUp(request, { name, email: uniqueEmail(prefix) });
}

/** Adds and verifies a phone through the API (PATCH the user, then the SMS code from the outbox). */
export async function verifyPhoneThroughApi(request: APIRequestContext, user: SignedUpUser): Promise<void> {
  const headers = { authorization: `Bearer ${user.accessToken}` };
  const phoneDigits = `119${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const patched = await request.patch(`${apiUrl}/web/users/${user.userId}`, {
    headers,
    data: { phone: phoneDigits },
  });
  if (!patched.ok()) throw new Error(`phone: ${patched.status()} ${await patched.text()}`);
  const { phone } = (await patched.json()) as { phone: string };
  const token = await latestCode(request, phone);
  const verified = await request.post(`${apiUrl}/web/users/verify-phone-token`, { headers, data: { token } });
  if (!verified.ok()) throw new Error(`verify phone: ${verified.status()} ${await verified.text()}`);
}

/** Grants a back-office role at a level through the development-only role route. */
export async function grantRole(
  request: APIRequestContext,
  email: string,
  role: string,
  level: 'READ' | 'WRITE' | 'ADMIN',
): Promise<void> {
  const granted = await request.post(`${directApiUrl}/dev/roles`, { data: { email, role, level } });
  if (!granted.ok()) throw new Error(`grant role: ${granted.status()} ${await granted.text()}`);
}

/** Makes a user back-office staff (customer support, WRITE) through the development-only role route. */
export function grantStaffRole(request: APIRequestContext, email: string): Promise<void> {
  return grantRole(request, email, 'CIRCULA_CUSTOMER_SUPPORT', 'WRITE');
}

/** A TECH admin grants a special permission through the real back-office route. */
export async function grantSpecialPermission(
  request: APIRequestContext,
  admin: SignedUpUser,
  userId: string,
  permission: 'VIEW_REVENUES' | 'APPROVE_BUYER_CREDIT' | 'CREATE_USER_LOGIN_LINKS',
): Promise<void> {
  const granted = await request.put(
    `${apiUrl}/backoffice/staff/${userId}/special-permissions/${permission}`,
    {
      headers: { authorization: `Bearer ${admin.accessToken}` },
    },
  );
  if (!granted.ok()) throw new Error(`special permission: ${granted.status()} ${await granted.text()}`);
}

/** Makes a signed-up user a verified buyer through the development-only route; answers the username. */
export async function makeVerifiedBuyer(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post(`${directApiUrl}/dev/verified-buyers`, { data: { email } });
  if (!response.ok()) throw new Error(`verified buyer: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { username: string }).username;
}

export interface LiveAuction {
  listingId: string;
  listingSlug: string;
  lotId: string;
  scheduledEndAt: string;
}

/** An open auction whose one lot ends soon, with a short soft-close window (development-only route). */
export async function createLiveAuction(
  request: APIRequestContext,
  settings: { endsInSeconds: number; softCloseWindowSeconds: number; softCloseExtensionSeconds: number },
): Promise<LiveAuction> {
  const response = await request.post(`${directApiUrl}/dev/live-auctions`, { data: settings });
  if (!response.ok()) throw new Error(`live auction: ${response.status()} ${await response.text()}`);
  return (await response.json()) as LiveAuction;
}
