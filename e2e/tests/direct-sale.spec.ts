import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { makeVerifiedBuyer, signUpThroughApi } from './buyer-support';
import { expect, test } from './fixtures';
import { acceptCookies, apiUrl } from './support';

// "Comprar agora": a verified buyer picks a quantity on a direct-sale lot, reviews the purchase at
// /listing-checkouts, confirms and lands on the PIX screen of Minhas compras; a lot whose last unit is
// bought reads "Esgotado" on its page and in search, and a buyer asking for more than is left is told how
// many units remain.

const demoEvent = 'queima-de-estoque-eletrodomesticos-campinas';

interface EventLot {
  id: string;
  number: number;
  title: string;
  displayStatus: string;
  availableQuantity: number;
}

async function demoLots(request: APIRequestContext): Promise<EventLot[]> {
  const response = await request.get(`${apiUrl}/web/listings/${demoEvent}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { lots: EventLot[] }).lots;
}

async function verifiedBuyer(context: BrowserContext, prefix: string) {
  const user = await signUpThroughApi(context.request, prefix, 'Compradora Direta');
  await makeVerifiedBuyer(context.request, user.email);
  return user;
}

function buyThroughApi(request: APIRequestContext, accessToken: string, lotId: string, quantity: number) {
  return request.post(`${apiUrl}/web/listing-checkouts/confirm`, {
    headers: { authorization: `Bearer ${accessToken}` },
    data: {
      lotId,
      quantity,
      clientKey: `e2e${Date.now()}${Math.floor(Math.random() * 1e9)}`,
      acceptTerms: true,
    },
  });
}

test('a signed-out visitor is sent to sign in and back to the checkout', async ({ page, request }) => {
  const lot = (await demoLots(request)).find((candidate) => candidate.displayStatus === 'aberto')!;
  await page.goto(`/listing-checkouts/${lot.id}?quantidade=1`);
  await expect(page).toHaveURL(/\/auth\/entrar\?nextUrl=/);
  expect(decodeURIComponent(page.url())).toContain(`/listing-checkouts/${lot.id}?quantidade=1`);
});

test('buy now: quantity, review, terms, confirm, PIX in Minhas compras, then the pick-up conditions', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  await verifiedBuyer(context, 'compra-direta');
  const lot = (await demoLots(context.request)).find(
    (candidate) => candidate.displayStatus === 'aberto' && candidate.availableQuantity >= 2,
  );
  if (!lot) throw new Error('the demo has no direct-sale lot with two units');
  const page = await context.newPage();
  await page.goto(`/lotes/${lot.id}`);
  await acceptCookies(page);
  await expect(page.getByTestId('unidades-disponiveis')).toHaveText(String(lot.availableQuantity));
  await page.getByLabel('Quantidade').fill('2');
  await page.getByRole('link', { name: 'Comprar agora' }).click();

  await expect(page).toHaveURL(new RegExp(`/listing-checkouts/${lot.id}\\?quantidade=2$`));
  await expect(page.getByRole('heading', { name: 'Revise sua compra' })).toBeVisible();
  await expect(page.locator('[data-first-access]')).toHaveCount(0);
  await expect(page.getByText(`Lote ${lot.number} — ${lot.title}`)).toBeVisible();
  const values = page.getByTestId('resumo-valores');
  await expect(values).toContainText('Valor da compra (2 unidades)');
  await expect(values).toContainText('Taxa administrativa');
  const total = (await page.getByTestId('total').textContent())?.trim() ?? '';
  expect(total).toMatch(/^R\$\s?[\d.]+,\d{2}$/);
  await expect(page.getByRole('heading', { name: 'Condições do evento' })).toBeVisible();

  const confirm = page.getByRole('button', { name: /^Confirmar compra de/ });
  await expect(confirm).toBeDisabled();
  await page.getByLabel('Li e aceito as condições deste evento e os Termos de uso.').check();
  await confirm.click();

  await expect(page).toHaveURL(/\/conta\/compras\/[0-9a-f-]{36}$/);
  await expect(page.locator('h1 + [data-status]')).toHaveText('Aguardando pagamento');
  await expect(page.getByRole('table', { name: 'Composição do valor' })).toContainText(total);
  await page.getByRole('button', { name: 'Pagar com PIX' }).click();
  await expect(page.getByRole('img', { name: 'QR code do PIX para pagar esta compra' })).toBeVisible();
  await expect(page.getByLabel('PIX copia e cola')).toHaveValue(/^000201/);

  // Paid, the next step points to the Event's pick-up conditions: a direct sale has no Edital.
  await page.getByRole('button', { name: 'Simular pagamento (ambiente de testes)' }).click();
  const paid = page.getByRole('region', { name: 'Pagamento confirmado' });
  await expect(paid).toContainText('por PIX');
  await expect(paid).toContainText('Próximo passo: a retirada ou a entrega');
  await expect(paid).not.toContainText('Edital');
  await paid.getByRole('link', { name: 'condições de retirada do evento' }).click();
  await expect(page).toHaveURL(/\/eventos\/[^/]+#retirada$/);
  await expect(page.getByRole('heading', { name: 'Retirada', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Retirada', exact: true })).toContainText(/após a compra\./);

  // The two units are sold: the lot page shows two fewer.
  await page.goto(`/lotes/${lot.id}`);
  await expect(page.getByTestId('unidades-disponiveis')).toHaveText(String(lot.availableQuantity - 2));
  await context.close();
});

test('asking for more than is left says how many remain; the last unit sold reads "Esgotado"', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  await verifiedBuyer(context, 'compra-esgotada');
  const other = await browser.newContext();
  const rival = await verifiedBuyer(other, 'compra-rival');
  const lot = (await demoLots(context.request)).find(
    (candidate) => candidate.displayStatus === 'aberto' && candidate.availableQuantity === 1,
  );
  if (!lot) throw new Error('the demo has no direct-sale lot with its last unit');

  // The Event page is read (and cached) while the unit is still for sale.
  const eventPage = await context.newPage();
  await eventPage.goto(`/eventos/${demoEvent}`);
  await acceptCookies(eventPage);
  const eventCard = eventPage
    .locator('[data-card]')
    .filter({ has: eventPage.locator(`a[href="/lotes/${lot.id}"]`) });
  await expect(eventCard).toBeVisible();
  await expect(eventCard).not.toContainText('Esgotado');

  const page = await context.newPage();
  await page.goto(`/listing-checkouts/${lot.id}?quantidade=1`);
  await expect(page.getByRole('heading', { name: 'Revise sua compra' })).toBeVisible();
  await page.getByLabel('Li e aceito as condições deste evento e os Termos de uso.').check();

  // Another buyer takes the last unit first.
  const bought = await buyThroughApi(other.request, rival.accessToken, lot.id, 1);
  expect(bought.status()).toBe(201);

  await page.getByRole('button', { name: /^Confirmar compra de/ }).click();
  await expect(page.getByRole('heading', { name: 'Esgotado' })).toBeVisible();
  await expect(page.getByTestId('estoque-restante')).toHaveText(
    'Este lote esgotou: não há mais unidades à venda.',
  );
  await expect(page).toHaveURL(new RegExp(`/listing-checkouts/${lot.id}`));

  await page.goto(`/lotes/${lot.id}`);
  await expect(page.getByTestId('esgotado')).toContainText('Esgotado');
  await expect(page.getByRole('link', { name: 'Comprar agora' })).toHaveCount(0);
  await page.goto(`/busca?${new URLSearchParams({ q: lot.title })}`);
  const card = page.locator('[data-card]').filter({ has: page.locator(`a[href="/lotes/${lot.id}"]`) });
  await expect(card).toContainText('Esgotado');
  // The Event page reads "Esgotado" on the very next request, though it was just read before the sale.
  await eventPage.goto(`/eventos/${demoEvent}`);
  await expect(eventCard).toContainText('Esgotado');
  await context.close();
  await other.close();
});

test('a buyer gives up an unpaid purchase from its page: the units go back on sale', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const user = await verifiedBuyer(context, 'desiste');
  const lot = (await demoLots(context.request)).find(
    (candidate) => candidate.displayStatus === 'aberto' && candidate.availableQuantity >= 1,
  );
  if (!lot) throw new Error('the demo has no direct-sale lot with a unit left');
  const bought = await buyThroughApi(context.request, user.accessToken, lot.id, 1);
  expect(bought.status()).toBe(201);
  const { paymentIntentId } = (await bought.json()) as { paymentIntentId: string };
  const held = (await demoLots(context.request)).find((candidate) => candidate.id === lot.id)!;
  expect(held.availableQuantity).toBe(lot.availableQuantity - 1);

  const page = await context.newPage();
  await page.goto(`/conta/compras/${paymentIntentId}`);
  await acceptCookies(page);
  const giveUp = page.getByRole('region', { name: 'Desistiu da compra?' });
  await expect(giveUp).toBeVisible({ timeout: 30_000 });
  await giveUp.getByRole('button', { name: 'Cancelar compra' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancelar esta compra?' });
  await expect(dialog).toContainText('A unidade volta para a venda');
  await dialog.getByRole('button', { name: 'Sim, cancelar a compra' }).click();
  await expect(page.locator('h1 + [data-status]')).toHaveText('Cancelado');
  await expect(page.getByText(/Esta compra foi cancelada e não precisa ser paga/)).toBeVisible();
  await expect(giveUp).toHaveCount(0);

  const back = (await demoLots(context.request)).find((candidate) => candidate.id === lot.id)!;
  expect(back.availableQuantity).toBe(lot.availableQuantity);
  await context.close();
});
