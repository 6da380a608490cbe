import { expect, test } from './fixtures';

// Links fetch their page ahead on intent (decision 267): a page view asks the server for no other page
// until the visitor reaches for a link; resting on one fetches that page, and the click then moves on the
// client, without loading a new document.

test('home asks for no other page until a link is wanted, and a wanted one opens on the client', async ({
  page,
}) => {
  const fetchedAhead: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['next-router-prefetch'] === '1') fetchedAhead.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // Home shows a dozen links to other pages on its first screen; none of them was fetched.
  expect(fetchedAhead).toEqual([]);

  const card = page.locator('[data-card] h3 a').first();
  const href = await card.getAttribute('href');
  expect(href).toMatch(/^\/eventos\//);
  await card.hover();
  await expect.poll(() => fetchedAhead).toContain(href);
  // The only page fetched ahead was the one reached for.
  expect(new Set(fetchedAhead)).toEqual(new Set([href]));

  await page.evaluate(() => {
    (window as Window & { sameDocument?: boolean }).sameDocument = true;
  });
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true);
});
