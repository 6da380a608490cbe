import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { createLiveAuction, makeVerifiedBuyer } from './buyer-support';
import { expect, request as playwrightRequest, test } from './fixtures';
import { acceptCookies, e2ePassword, signUpThroughApi, uniqueEmail } from './support';

// The site opened at two host names (decision 100): at each, a person signs in with the form, opens a lot
// that already has a bid and sees it, and sees the next bid arrive live without reloading.

const webPort = process.env.E2E_WEB_PORT ?? '3000';

/** A bid through the API as a bidder who has seen the lot's last bid. */
async function bid(
  request: APIRequestContext,
  site: string,
  token: string,
  lotId: string,
  amountCents: number,
) {
  const bids = await request.get(`${site}/api/proxy/web/lots/${lotId}/bids`);
  const last = ((await bids.json()) as { bids: { id: string }[] }).bids.at(-1);
  const response = await request.post(`${site}/api/proxy/web/lots/${lotId}/bids`, {
    headers: { authorization: `Bearer ${token}` },
    data: { amountCents, lastSeenBidId: last?.id ?? null, idempotencyKey: randomUUID() },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** A verified buyer enrolled in the auction. */
async function bidder(
  request: APIRequestContext,
  site: string,
  listingId: string,
  name: string,
  prefix: string,
) {
  const user = await signUpThroughApi(request, { name, email: uniqueEmail(prefix) });
  await makeVerifiedBuyer(request, user.email);
  const enrolled = await request.post(`${site}/api/proxy/web/listings/${listingId}/enrolments`, {
    headers: { authorization: `Bearer ${user.accessToken}` },
    data: { acceptEdital: true },
  });
  expect(enrolled.status()).toBe(201);
  return user;
}

for (const host of ['localhost', '127.0.0.1']) {
  test(`at ${host}: signs in with the form and sees a lot's bids, live`, async ({ browser }) => {
    test.setTimeout(120_000);
    const site = `http://${host}:${webPort}`;
    const api = await playwrightRequest.newContext();
    const auction = await createLiveAuction(api, {
      endsInSeconds: 600,
      softCloseWindowSeconds: 15,
      softCloseExtensionSeconds: 20,
    });
    const carla = await bidder(api, site, auction.listingId, 'Carla Lance', 'carla.host');
    const bruno = await bidder(api, site, auction.listingId, 'Bruno Lance', 'bruno.host');
    await bid(api, site, carla.accessToken, auction.lotId, 90_000);

    const visitor = await signUpThroughApi(api, { name: 'Davi Visitante', email: uniqueEmail('davi.host') });
    const context = await browser.newContext({ baseURL: site });
    const page = await context.newPage();
    await page.goto('/');
    await acceptCookies(page);
    await page.getByRole('button', { name: 'Menu da conta' }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Entrar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Entrar' });
    await dialog.getByLabel('Email', { exact: true }).fill(visitor.email);
    await dialog.getByLabel('Senha', { exact: true }).fill(e2ePassword);
    await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Não foi possível falar com o servidor')).toHaveCount(0);

    // The session survives a reload: the refresh cookie is the page's host's own.
    await page.goto(`/lotes/${auction.lotId}`);
    await page.getByRole('button', { name: 'Menu da conta' }).click();
    await expect(page.getByRole('menu').getByText(visitor.email, { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    // Every cookie of the context: the refresh cookie's path keeps it from the page's own URL.
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name.endsWith('_rt'))).toMatchObject({
      domain: host,
      path: '/api/proxy/auth',
      httpOnly: true,
    });

    await expect(page.getByTestId('lance-atual')).toHaveText('R$ 900,00');
    await expect(page.getByText('Nenhum lance ainda')).toHaveCount(0);

    // The next bid comes over the live stream, through the site's origin.
    await bid(api, site, bruno.accessToken, auction.lotId, 100_000);
    await expect(page.getByTestId('lance-atual')).toHaveText('R$ 1.000,00', { timeout: 15_000 });
    await context.close();
    await api.dispose();
  });
}
