import type { Locator, Page } from '@playwright/test';

export const webUrl = `http://localhost:${process.env.E2E_WEB_PORT ?? '3000'}`;
/** The API as browsers reach it: through the site's own origin (decision 100), so cookies land where pages read them. */
export const apiUrl = `${webUrl}/api/proxy`;
/** The API itself, for the development aids (/dev/*), which answer only local requests that no proxy forwarded. */
export const directApiUrl = `http://localhost:${process.env.E2E_API_PORT ?? '4000'}`;

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

type APIRequestContext = import('@playwright/test').APIRequestContext;

export const oidcIssuerUrl = `http://localhost:${process.env.E2E_OIDC_PORT ?? String(4800 + (Number(process.env.E2E_API_PORT ?? '4000') - 4000))}`;

interface OutboxRow {
  channel: string;
  to: string;
  subject: string | null;
  bodyText: string;
  createdAt: string;
}

/** The newest message sent to an address (e-mail or phone), read from the API's development outbox. */
export async function latestMessage(request: APIRequestContext, to: string): Promise<OutboxRow> {
  let rows: OutboxRow[] = [];
  // Messages go out through the outbox job, which a busy machine can run a few seconds late.
  for (let attempt = 0; attempt < 60 && rows.length === 0; attempt++) {
    const response = await request.get(
      `${directApiUrl}/dev/outbox?${new URLSearchParams({ to, limit: '5' })}`,
    );
    rows = (await response.json()) as OutboxRow[];
    if (rows.length === 0) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const [newest] = rows.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  if (!newest) throw new Error(`no message for ${to}`);
  return newest;
}

/** The 6-digit code of the newest message to an address. */
export async function latestCode(request: APIRequestContext, to: string): Promise<string> {
  const code = /\b(\d{6})\b/.exec((await latestMessage(request, to)).bodyText)?.[1];
  if (!code) throw new Error(`no code for ${to}`);
  return code;
}

/** The first link of the newest message to an address. */
export async function latestLink(request: APIRequestContext, to: string): Promise<string> {
  const link = /https?:\/\/\S+/.exec((await latestMessage(request, to)).bodyText)?.[0];
  if (!link) throw new Error(`no link for ${to}`);
  return link;
}

export const e2ePassword = 'senha-forte-2025';

/**
 * Creates an account through the API (e-mail code, sign-up) and returns it. With the page's own request
 * context the browser is then signed in too: it shares the cookie jar.
 */
export async function signUpThroughApi(
  request: APIRequestContext,
  options: { name?: string; email?: string } = {},
): Promise<{ email: string; name: string; accessToken: string; userId: string }> {
  const email = options.email ?? uniqueEmail('conta');
  const name = options.name ?? 'Ana Teste';
  const sent = await request.post(`${apiUrl}/auth/email-code`, { data: { email } });
  if (!sent.ok()) throw new Error(`email code for ${email}: ${sent.status()} ${await sent.text()}`);
  const code = await latestCode(request, email);
  const response = await request.post(`${apiUrl}/auth/signup`, {
    data: {
      email,
      code,
      name,
      password: e2ePassword,
      personType: 'NATURAL_PERSON',
      declarations: { isAdult: true, hasFullLegalCapacity: true, acceptsTermsAndPrivacy: true },
    },
  });
  if (!response.ok()) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  const { accessToken } = (await response.json()) as { accessToken: string };
  return { email, name, accessToken, userId: accessTokenClaims(accessToken).sub };
}

/** Signs in through the API with e-mail and password. */
export async function signInThroughApi(request: APIRequestContext, email: string) {
  const response = await request.post(`${apiUrl}/auth/signin/credentials`, {
    data: { email, password: e2ePassword },
  });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()}`);
  const { accessToken } = (await response.json()) as { accessToken: string };
  return { accessToken, ...accessTokenClaims(accessToken) };
}

export function accessTokenClaims(token: string): { sub: string; sid: string } {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
}

interface SearchLot {
  id: string;
  title: string;
  listing: { slug: string; title: string };
}

/** Lots the demo catalogue answers for a search, read straight from the API. */
export async function searchLots(query: string): Promise<{ total: number; lots: SearchLot[] }> {
  const response = await fetch(`${apiUrl}/web/search?${query}`);
  if (!response.ok) throw new Error(`search answered ${response.status}`);
  return (await response.json()) as { total: number; lots: SearchLot[] };
}

/** Answers the cookie notice (essential cookies only) when it is shown, so it covers nothing a journey clicks. */
export async function acceptCookies(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'Apenas essenciais' });
  if (await button.isVisible().catch(() => false)) await button.click();
}
