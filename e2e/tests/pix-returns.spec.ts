import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiUrl, directApiUrl, latestMessage, signUpThroughApi, uniqueEmail } from './support';

// A PIX that paid nothing: the buyer pays a purchase, then pays the same PIX code again from the bank app.
// The second payment waits in FINANCE's "PIX a devolver"; FINANCE gives it back and the buyer is told.

interface Fixture {
  listingId: string;
  buyerId: string;
}

interface Intent {
  id: string;
  reference: string;
  totalCents: number;
  listing: { id: string };
  pix: { txid: string } | null;
}

/**
 * A buyer and a FINANCE member, each signed up in their own browser context, and the buyer's purchase of a
 * won lot with PIX chosen as its method (the code kept in the bank app, as a buyer pays it later).
 */
async function purchaseAwaitingPix(
  browser: Browser,
  people: { buyer: [string, string]; finance: [string, string] },
) {
  const buyerContext = await browser.newContext();
  const staffContext = await browser.newContext();
  const buyer = await signUpThroughApi(buyerContext.request, {
    email: uniqueEmail(people.buyer[0]),
    name: people.buyer[1],
  });
  const finance = await signUpThroughApi(staffContext.request, {
    email: uniqueEmail(people.finance[0]),
    name: people.finance[1],
  });
  const created = await buyerContext.request.post(`${directApiUrl}/dev/fulfilment-events`, {
    data: { buyerEmail: buyer.email, staffEmail: finance.email },
  });
  expect(created.status(), await created.text()).toBe(201);
  const fixture = (await created.json()) as Fixture;
  const headers = { authorization: `Bearer ${buyer.accessToken}` };
  const intentsUrl = `${apiUrl}/web/buyers/${fixture.buyerId}/payment-intents`;
  const list = await buyerContext.request.get(intentsUrl, { headers });
  const { paymentIntents } = (await list.json()) as { paymentIntents: Intent[] };
  const intent = paymentIntents.find((candidate) => candidate.listing.id === fixture.listingId)!;
  const chosen = await buyerContext.request.post(`${intentsUrl}/${intent.id}/method`, {
    headers,
    data: { method: 'PIX' },
  });
  expect(chosen.status(), await chosen.text()).toBe(200);
  const { pix, totalCents } = (await chosen.json()) as Intent;
  return {
    buyerContext,
    staffContext,
    buyer,
    finance,
    headers,
    intentsUrl,
    intent,
    txid: pix!.txid,
    totalCents,
  };
}

test('a PIX paid twice waits in FINANCE\'s "PIX a devolver", is returned, and the buyer is told', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // The buyer chooses PIX and pays it.
  const { buyerContext, staffContext, buyer, finance, headers, intentsUrl, intent, txid, totalCents } =
    await purchaseAwaitingPix(browser, {
      buyer: ['pagou-duas', 'Paula Pagadora'],
      finance: ['financeiro', 'Fábio Financeiro'],
    });
  const paid = await buyerContext.request.post(`${intentsUrl}/${intent.id}/simulate-pix-payment`, {
    headers,
  });
  expect(paid.status(), await paid.text()).toBe(200);

  // The same code paid again: the purchase no longer awaits payment, so the money waits to go back.
  const again = await buyerContext.request.post(`${directApiUrl}/dev/pix-payments`, {
    data: { txid, amountCents: totalCents },
  });
  expect(await again.json()).toEqual({ status: 'UNMATCHED' });

  // FINANCE at the action level finds it under the payments queue and gives it back.
  const granted = await staffContext.request.post(`${directApiUrl}/dev/roles`, {
    data: { email: finance.email, role: 'CIRCULA_FINANCE', level: 'WRITE' },
  });
  expect(granted.ok()).toBe(true);
  const staffPage = await staffContext.newPage();
  await staffPage.goto('/backoffice/pagamentos');
  const panel = staffPage.getByRole('region', { name: 'PIX a devolver' });
  const row = panel.getByRole('listitem').filter({ hasText: intent.reference });
  await expect(row).toContainText('Pago');
  await row.getByRole('button', { name: 'Devolver' }).click();
  await row.getByRole('button', { name: 'Confirmar devolução' }).click();
  await expect(row.getByRole('alert')).toHaveText('Informe o motivo (ao menos 3 caracteres)');
  await row.getByLabel('Motivo').fill('Compra paga duas vezes pelo mesmo código');
  await row.getByRole('button', { name: 'Confirmar devolução' }).click();
  await expect(staffPage.getByRole('status').filter({ hasText: 'PIX devolvido' })).toBeVisible();
  await expect(panel.getByRole('listitem').filter({ hasText: intent.reference })).toHaveCount(0);
  await panel.getByLabel('Mostrar').selectOption('RETURNED');
  await expect(panel.getByRole('listitem').filter({ hasText: intent.reference })).toContainText(
    /Devolvido em \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} por Fábio Financeiro/,
  );

  // The buyer hears of it by e-mail (and in the bell).
  await expect
    .poll(async () => (await latestMessage(buyerContext.request, buyer.email)).bodyText, { timeout: 20_000 })
    .toContain('Devolvemos o valor à conta de onde o PIX saiu.');
  await staffContext.close();
  await buyerContext.close();
});

// A PIX of another amount: the buyer sends R$ 100,00 more than the total. FINANCE confirms the payment in the
// back office, and only the R$ 100,00 waits in "PIX a devolver"; once returned, the buyer is told.
test('an over-payment FINANCE confirms leaves only the surplus to give back', async ({ browser }) => {
  test.setTimeout(120_000);
  const { buyerContext, staffContext, buyer, finance, intent, txid, totalCents } = await purchaseAwaitingPix(
    browser,
    { buyer: ['pagou-a-mais', 'Otávio Pagou a Mais'], finance: ['financeiro', 'Flávia Financeira'] },
  );
  const over = await buyerContext.request.post(`${directApiUrl}/dev/pix-payments`, {
    data: { txid, amountCents: totalCents + 10_000 },
  });
  expect(await over.json()).toEqual({ status: 'AMOUNT_MISMATCH' });
  // The buyer reads that FINANCE checks the payment, and that what passes the total goes back.
  const buyerPage = await buyerContext.newPage();
  await buyerPage.goto(`/conta/compras/${intent.id}`);
  await expect(buyerPage.getByRole('region', { name: 'Pagamento em verificação' })).toContainText(
    'O que passar do total, ou um PIX que não entrar no pagamento, é devolvido à conta de onde o PIX saiu.',
  );
  await expect(buyerPage.getByRole('region', { name: 'Devolução de PIX' })).toHaveCount(0);

  const granted = await staffContext.request.post(`${directApiUrl}/dev/roles`, {
    data: { email: finance.email, role: 'CIRCULA_FINANCE', level: 'WRITE' },
  });
  expect(granted.ok()).toBe(true);
  const staffPage = await staffContext.newPage();
  await staffPage.goto(`/backoffice/pagamentos/${intent.id}`);
  const received = staffPage.getByRole('region', { name: 'PIX recebidos' });
  await expect(received).toContainText('Valor diferente do total: aguarda a decisão');
  await expect(received).toContainText(/acima do total em R\$\s100,00/);
  await staffPage.getByRole('button', { name: 'Confirmar PIX manualmente' }).click();
  const form = staffPage.getByRole('form', { name: 'Confirmar PIX manualmente' });
  await expect(form).toContainText('o que passar do total vai para “PIX a devolver”');
  await form.getByLabel('Motivo').fill('PIX conferido no extrato, acima do total');
  await form.getByRole('button', { name: 'Confirmar pagamento' }).click();
  await expect(staffPage.getByRole('status').filter({ hasText: 'Pagamento confirmado' })).toBeVisible();
  await expect(received).toContainText(/R\$\s100,00 a devolver/);
  // The purchase, now paid, names what goes back and of which PIX; it updates by itself.
  const giveBack = buyerPage.getByRole('region', { name: 'Devolução de PIX' });
  await expect(giveBack).toContainText(
    /Vamos devolver R\$\s100,00, o que passou do total, à conta de onde o PIX saiu\./,
    { timeout: 20_000 },
  );
  // "Minhas compras" on the account page says it too, on that purchase's row.
  const accountPage = await buyerContext.newPage();
  await accountPage.goto('/conta');
  const purchaseRow = accountPage
    .getByRole('list', { name: 'Minhas compras' })
    .getByRole('listitem')
    .filter({ hasText: intent.reference });
  await expect(purchaseRow).toContainText(/PIX a devolver: R\$\s100,00/);

  await staffPage.goto('/backoffice/pagamentos');
  const panel = staffPage.getByRole('region', { name: 'PIX a devolver' });
  const row = panel.getByRole('listitem').filter({ hasText: intent.reference });
  await expect(row).toContainText(/R\$\s100,00 de um PIX de R\$/);
  await expect(row).toContainText('PIX de outro valor: a parte que passou do total da compra');
  await row.getByRole('button', { name: 'Devolver' }).click();
  await expect(row).toContainText(/Devolver R\$\s100,00 à conta de onde o PIX saiu\?/);
  await row.getByLabel('Motivo').fill('Valor pago acima do total');
  await row.getByRole('button', { name: 'Confirmar devolução' }).click();
  await expect(staffPage.getByRole('status').filter({ hasText: 'PIX devolvido' })).toBeVisible();
  await expect
    .poll(async () => (await latestMessage(buyerContext.request, buyer.email)).bodyText, { timeout: 20_000 })
    .toContain('passou do total da compra em R$');
  await buyerPage.reload();
  await expect(giveBack).toContainText(/Devolvemos R\$\s100,00, o que passou do total, em \d+ de /);
  // Nothing is left to give back: the row in "Minhas compras" no longer says so.
  await accountPage.goto('/conta');
  await expect(purchaseRow).toContainText('Pago');
  await expect(purchaseRow).not.toContainText('PIX a devolver');
  await staffContext.close();
  await buyerContext.close();
});
