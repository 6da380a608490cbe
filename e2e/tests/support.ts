import type { APIRequestContext, Locator, Page } from '@playwright/test';

export const apiUrl = `http://localhost:${process.env.E2E_API_PORT ?? '4000'}`;

/** Picks an option in one of the react-select controls by typing and choosing the exact label. */
export async function pickOption(page: Page, input: Locator, label: string): Promise<void> {
  await input.click();
  await input.fill(label);
  await page.getByRole('option', { name: label, exact: true }).click();
}

/** A unique address per run, so journeys never collide with earlier data. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

/**
 * Waits until the client components took over the server HTML: on a desktop viewport the search box's
 * placeholder switches to the desktop text only once React runs.
 */
export async function waitForHydration(page: Page): Promise<void> {
  const viewport = page.viewportSize();
  if (viewport && viewport.width > 1024) {
    await page
      .locator('header input[name="q"]')
      .and(page.locator('[placeholder="O que você esta procurando?"]'))
      .waitFor();
  } else {
    await page.waitForFunction(() => document.readyState === 'complete');
    await page.locator('header input[name="q"]').waitFor();
  }
}

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

interface OutboxRow {
  to: string;
  bodyText: string;
}

/** The 6-digit code of the latest message sent to `to`, read from the development outbox. */
export async function latestCode(request: APIRequestContext, to: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const response = await request.get(`${apiUrl}/dev/outbox?to=${encodeURIComponent(to)}`);
    const rows = (await response.json()) as OutboxRow[];
    const match = rows[0] ? /\b(\d{6})\b/.exec(rows[0].bodyText) : null;
    if (match?.[1]) return match[1];
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no code sent to ${to}`);
}

export interface SignedUpUser {
  email: string;
  name: string;
  userId: string;
  accessToken: string;
}

/**
 * Signs a new person up through the API with an e-mail code. Called with a page's request context, the
 * refresh cookie lands in that browser context, so its pages load signed in.
 */
export async function signUpThroughApi(
  request: APIRequestContext,
  prefix: string,
  name: string,
): Promise<SignedUpUser> {
  const email = uniqueEmail(prefix);
  const asked = await request.post(`${apiUrl}/auth/email-code`, { data: { email } });
  if (!asked.ok()) throw new Error(`email-code: ${asked.status()} ${await asked.text()}`);
  const code = await latestCode(request, email);
  const signedUp = await request.post(`${apiUrl}/auth/signup`, {
    data: {
      email,
      code,
      name,
      personType: 'NATURAL_PERSON',
      declarations: { isAdult: true, hasFullLegalCapacity: true, acceptsTermsAndPrivacy: true },
    },
  });
  if (!signedUp.ok()) throw new Error(`signup: ${signedUp.status()} ${await signedUp.text()}`);
  const { accessToken } = (await signedUp.json()) as { accessToken: string };
  const claims = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()) as {
    sub: string;
  };
  return { email, name, userId: claims.sub, accessToken };
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

/** Makes a user back-office staff through the development-only role route. */
export async function grantStaffRole(request: APIRequestContext, email: string): Promise<void> {
  const granted = await request.post(`${apiUrl}/dev/roles`, {
    data: { email, role: 'CIRCULA_CUSTOMER_SUPPORT', level: 'WRITE' },
  });
  if (!granted.ok()) throw new Error(`grant role: ${granted.status()} ${await granted.text()}`);
}
