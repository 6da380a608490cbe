import { devices, expect, test } from './fixtures';
import { acceptCookies, apiUrl, directApiUrl, signUpThroughApi, uniqueEmail } from './support';

// After the hammer: a buyer who paid books the pick-up and gets a code; the seller's door staff, on a
// phone, checks the code and marks the lot collected; with every paid lot collected the Event is FULFILLED.

interface Fixture {
  listingId: string;
  listingSlug: string;
  buyerId: string;
  buyerUsername: string;
}

test('a paid lot is booked for pick-up, checked at the door on a phone, and the Event becomes FULFILLED', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const buyerContext = await browser.newContext();
  const staffContext = await browser.newContext({ ...devices['Pixel 5'] });
  const buyer = await signUpThroughApi(buyerContext.request, {
    email: uniqueEmail('retira'),
    name: 'Rita Retirante',
  });
  const staff = await signUpThroughApi(staffContext.request, {
    email: uniqueEmail('portaria'),
    name: 'Paulo Portaria',
  });

  const created = await buyerContext.request.post(`${directApiUrl}/dev/fulfilment-events`, {
    data: { buyerEmail: buyer.email, staffEmail: staff.email },
  });
  expect(created.status(), await created.text()).toBe(201);
  const fixture = (await created.json()) as Fixture;

  // The buyer pays (simulated PIX) the purchase the hammer created.
  const headers = { authorization: `Bearer ${buyer.accessToken}` };
  const list = await buyerContext.request.get(`${apiUrl}/web/buyers/${fixture.buyerId}/payment-intents`, {
    headers,
  });
  const { paymentIntents } = (await list.json()) as {
    paymentIntents: { id: string; listing: { id: string } }[];
  };
  const intent = paymentIntents.find((candidate) => candidate.listing.id === fixture.listingId);
  expect(intent).toBeTruthy();
  await buyerContext.request.post(
    `${apiUrl}/web/buyers/${fixture.buyerId}/payment-intents/${intent!.id}/method`,
    {
      headers,
      data: { method: 'PIX' },
    },
  );
  const paid = await buyerContext.request.post(
    `${apiUrl}/web/buyers/${fixture.buyerId}/payment-intents/${intent!.id}/simulate-pix-payment`,
    { headers },
  );
  expect(paid.status(), await paid.text()).toBe(200);

  // The buyer books the pick-up on the purchase page and sees the code and its QR.
  const page = await buyerContext.newPage();
  await page.goto(`/conta/compras/${intent!.id}`);
  await acceptCookies(page);
  const delivery = page.getByRole('region', { name: 'Retirada e entrega' });
  await expect(delivery).toContainText('Lote 1 · Mesa de reunião com 8 cadeiras', { timeout: 45_000 });
  await expect(delivery.getByTestId('lot-fulfilment-status')).toHaveText('Pendente');
  const timeline = page.getByRole('list', { name: 'Andamento da compra' });
  await expect(timeline.locator('li[data-state="current"]')).toHaveText(/^Agendar retirada/);
  await delivery.getByRole('radio').first().check();
  await delivery.getByRole('button', { name: 'Agendar retirada' }).click();
  await expect(delivery).toContainText('Retirada agendada para');
  const code = (await delivery.getByTestId('pick-up-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  await expect(delivery.getByRole('img', { name: `QR code do código de retirada ${code}` })).toBeVisible();
  await expect(timeline.locator('li[data-state="done"]', { hasText: 'Retirada agendada' })).toBeVisible();
  await expect(timeline.locator('li[data-state="current"]', { hasText: 'Retirado' })).toBeVisible();

  // At the door, on a phone: a wrong code is refused, the right one shows the buyer and the lot.
  const phone = await staffContext.newPage();
  await phone.goto('/vendedor/retiradas/conferir');
  await acceptCookies(phone);
  const codeInput = phone.getByLabel('Código de retirada');
  await codeInput.fill('ZZZZ-ZZZZ');
  await phone.getByRole('button', { name: 'Conferir' }).click();
  await expect(
    phone.getByRole('alert').filter({
      hasText: 'Código de retirada não encontrado. Confira o código com o comprador e digite de novo.',
    }),
  ).toBeVisible();
  await codeInput.fill(code.toLowerCase());
  await phone.getByRole('button', { name: 'Conferir' }).click();
  await expect(phone.getByTestId('door-buyer')).toHaveText(fixture.buyerUsername);
  const lot = phone.getByRole('checkbox', { name: /Lote 1 · Mesa de reunião com 8 cadeiras/ });
  await expect(lot).toBeChecked();
  await phone.getByRole('button', { name: 'Marcar como retirado' }).click();
  await expect(phone.getByRole('status').filter({ hasText: 'Retirada registrada: 1 lote.' })).toBeVisible();
  await expect(lot).toBeDisabled();
  await expect(phone.getByText(/Retirado em .* por Paulo Portaria/)).toBeVisible();

  // Every paid lot is collected: the Event is FULFILLED, on the seller's pick-up list too, reached from the
  // list of the seller's Events that the pick-up page shows when no Event is chosen.
  await phone.goto('/vendedor/retiradas');
  await phone.locator(`a[href="/vendedor/retiradas?evento=${fixture.listingId}"]`).click();
  await expect(phone).toHaveURL(new RegExp(`/vendedor/retiradas\\?evento=${fixture.listingId}$`));
  await expect(phone.getByTestId('listing-status')).toHaveText('Entregue');

  // The buyer's purchase follows: the lot is collected and the timeline has reached its end.
  await page.reload();
  await expect(delivery.getByTestId('lot-fulfilment-status')).toContainText('Retirado', { timeout: 45_000 });
  await expect(timeline.locator('li[data-state="done"]', { hasText: 'Retirado' })).toBeVisible();

  await buyerContext.close();
  await staffContext.close();
});
