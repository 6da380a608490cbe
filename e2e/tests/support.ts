import type { Locator, Page } from '@playwright/test';

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

/** Dismisses the cookie notice when it is shown, so it covers nothing a journey clicks. */
export async function acceptCookies(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'Entendi' });
  if (await button.isVisible().catch(() => false)) await button.click();
}
