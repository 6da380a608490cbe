import { type BrowserContext, expect, type Page, type Response, test } from '@playwright/test';

// Through the load balancer: a demo buyer signs in on the site and bids live on a demo auction lot; a
// visitor's page, whose live stream another API process holds, sees each bid arrive. The balancer names
// the API process that answered each call (X-Circula-Api), so the journey knows the bid crossed processes.

const demoPassword = 'circula-demo-2026';
const answeredBy = (response: Response) => response.headers()['x-circula-api'] ?? '';

async function signInOnTheSite(context: BrowserContext, email: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/auth/entrar');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth\/entrar/);
  return page;
}

/** Bids the minimum on the lot page; resolves with the amount's text and the API process that took it. */
async function bidTheMinimum(page: Page, lotId: string) {
  const minimum = (await page.getByTestId('lance-minimo').textContent())?.trim() ?? '';
  await page.getByRole('group', { name: 'Lances rápidos' }).getByRole('button', { name: minimum }).click();
  const answer = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/web/lots/${lotId}/bids`) && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: `Dar lance de ${minimum}` }).click();
  const response = await answer;
  expect(response.status()).toBe(201);
  await expect(page.getByTestId('retorno-lance')).toContainText(`Lance de ${minimum} registrado`);
  return { minimum, api: answeredBy(response) };
}

test('a bid taken by one API process arrives live on a page another process streams to', async ({
  browser,
  request,
}) => {
  const search = await request.get('/api/proxy/web/search?type=AUCTION&status=aberto&sort=encerrando');
  expect(search.ok()).toBe(true);
  const { lots } = (await search.json()) as { lots: { id: string }[] };
  // The open lot that ends last on the first page: no close during the journey.
  const lotId = lots.at(-1)?.id ?? '';
  expect(lotId).not.toBe('');

  // A visitor watches the lot; the balancer says which API process holds the page's live stream.
  const visitor = await browser.newContext();
  const watching = await visitor.newPage();
  let streamApi = '';
  watching.on('response', (response) => {
    if (response.url().includes(`/web/lots/${lotId}/stream`)) streamApi = answeredBy(response);
  });
  await watching.goto(`/lotes/${lotId}`);
  await expect.poll(() => streamApi).not.toBe('');

  // Two demo buyers take turns, so the one bidding is never already the highest.
  const buyers = await Promise.all(
    ['ana.demo@example.com', 'bruno.demo@example.com'].map(async (email) => {
      const page = await signInOnTheSite(await browser.newContext(), email);
      await page.goto(`/lotes/${lotId}`);
      const enrol = page.getByRole('button', { name: 'Habilitar-se para dar lances' });
      if (await enrol.isVisible().catch(() => false)) {
        await enrol.click();
        const dialog = page.getByRole('dialog', { name: 'Habilitação no evento' });
        await dialog.getByLabel('Li e aceito o edital deste evento.').check();
        await dialog.getByRole('button', { name: 'Confirmar habilitação' }).click();
        await expect(dialog).toBeHidden();
      }
      await expect(page.getByTestId('lance-minimo')).toBeVisible();
      return page;
    }),
  );

  const winning = async (page: Page) =>
    (
      (await page
        .getByTestId('situacao-lance')
        .textContent({ timeout: 1_000 })
        .catch(() => '')) ?? ''
    ).includes('Você está vencendo');
  let crossed = false;
  for (let turn = 0; turn < 8 && !crossed; turn += 1) {
    const bidder = (await winning(buyers[0]!))
      ? buyers[1]!
      : (await winning(buyers[1]!))
        ? buyers[0]!
        : buyers[turn % 2]!;
    const bid = await bidTheMinimum(bidder, lotId);
    // The visitor's page (and the other buyer's) shows the bid without reloading, whichever process took it.
    for (const page of [watching, ...buyers])
      await expect(page.getByTestId('lance-atual')).toHaveText(bid.minimum);
    crossed = bid.api !== '' && bid.api !== streamApi;
  }
  expect(crossed, `a bid went through another API process than the stream's (${streamApi})`).toBe(true);
});
