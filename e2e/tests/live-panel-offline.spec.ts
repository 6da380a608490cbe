import { createLiveAuction, makeVerifiedBuyer, signUpThroughApi } from './buyer-support';
import { expect, test } from './fixtures';
import { acceptCookies, apiUrl } from './support';

// The lot page paints its live panel's first view from the server and fetches the panel's script once it
// came alive. When that script does not arrive (a dropped connection, a deploy between the page and the
// chunk), the bidder is told the figures are the page's opening ones and given a second try that brings the
// live panel, bid forms and all.

/** Text only the live panel's own script carries (its reconnect banner), not the page's first scripts. */
const panelMarker = 'Conexão perdida. Reconectando';

test('a live panel whose script does not arrive says so, and a second try brings it live', async ({
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const context = await browser.newContext();
  const auction = await createLiveAuction(context.request, {
    endsInSeconds: 600,
    softCloseWindowSeconds: 30,
    softCloseExtensionSeconds: 30,
  });
  const user = await signUpThroughApi(context.request, 'carla.offline', 'Carla Offline');
  await makeVerifiedBuyer(context.request, user.email);
  const enrolled = await context.request.post(`${apiUrl}/web/listings/${auction.listingId}/enrolments`, {
    headers: { authorization: `Bearer ${user.accessToken}` },
    data: { acceptEdital: true },
  });
  expect(enrolled.status()).toBe(201);

  const page = await context.newPage();
  let blocking = true;
  const blocked: string[] = [];
  await page.route('**/_next/static/**/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (blocking && body.includes(panelMarker)) {
      blocked.push(route.request().url());
      await route.abort('internetdisconnected');
      return;
    }
    await route.fulfill({ response, body });
  });

  await page.goto(`/lotes/${auction.lotId}`);
  const notice = page.getByRole('alert').filter({ hasText: 'Não foi possível carregar o pregão ao vivo.' });
  await expect(notice).toContainText('Os valores abaixo são de quando a página abriu');
  await acceptCookies(page);
  expect(blocked.length).toBeGreaterThan(0);
  // The server's first view stays beneath it: the lot's price and time are still there to read.
  await expect(page.getByTestId('pregao-ao-vivo')).toBeVisible();
  await expect(page.getByTestId('lance-minimo')).toBeVisible();
  await expect(page.getByLabel('Valor do lance')).toHaveCount(0);
  // The account is the panel's to read; the first view does not promise it.
  await expect(page.getByText('Carregando sua conta…')).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath('painel-nao-carregou.png'), fullPage: true });

  blocking = false;
  await page.getByRole('button', { name: 'Tentar de novo' }).click();
  await expect(notice).toHaveCount(0);
  // The live panel, with the enrolled buyer's bid forms: a bid goes through and the panel shows it.
  const minimum = (await page.getByTestId('lance-minimo').textContent())?.trim() ?? '';
  await page.getByRole('group', { name: 'Lances rápidos' }).getByRole('button', { name: minimum }).click();
  await page.getByRole('button', { name: `Dar lance de ${minimum}` }).click();
  await expect(page.getByTestId('retorno-lance')).toContainText(`Lance de ${minimum} registrado`);
  await expect(page.getByTestId('situacao-lance')).toHaveText('Você está vencendo');
  await context.close();
});
