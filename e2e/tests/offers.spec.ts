import type { BrowserContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { acceptCookies, apiUrl } from './support';

// An offer on a direct-sale lot: a demo buyer offers below the asking price, the demo seller's administrator
// counters in /vendedor/ofertas, the buyer accepts the counter in Minhas ofertas and lands on the purchase
// of the LOT_NEGOTIATION payment, ready to be paid.

const demoPassword = 'circula-demo-2026';
const eventSlug = 'logistica-reversa-eletronicos-recife';

async function signInAs(context: BrowserContext, email: string) {
  const response = await context.request.post(`${apiUrl}/auth/signin/credentials`, {
    data: { email, password: demoPassword },
  });
  expect(response.ok(), `sign-in of ${email}`).toBe(true);
}

/** Centavos as a person types them: "1234,50". */
const typed = (cents: number) => `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;

test('a buyer offers, the seller counters in /vendedor/ofertas, the buyer accepts and gets the purchase', async ({
  browser,
  request,
}) => {
  // Three people take turns in one journey: give it the time the machine needs.
  test.setTimeout(180_000);
  const event = await request.get(`${apiUrl}/web/listings/${eventSlug}`);
  expect(event.ok()).toBe(true);
  const { lots } = (await event.json()) as { lots: { id: string; number: number; title: string }[] };
  // The Event's last lot of the first page: the demo's own offer is on its first lot.
  const lot = lots.at(-1)!;
  const terms = await (await request.get(`${apiUrl}/web/lots/${lot.id}/offer-terms`)).json();
  expect(terms.acceptsOffers).toBe(true);
  const asking: number = terms.askingUnitPriceCents;
  const offer = Math.ceil((asking * 6) / 1000) * 100;
  const counter = Math.ceil((asking * 8) / 1000) * 100;
  expect(offer).toBeGreaterThanOrEqual(terms.minimumUnitPriceCents);
  expect(counter).toBeLessThan(asking);

  // The buyer makes the offer from the lot page.
  const buyerContext = await browser.newContext();
  await signInAs(buyerContext, 'carla.demo@example.com');
  const buyer = await buyerContext.newPage();
  await buyer.goto(`/lotes/${lot.id}`);
  await acceptCookies(buyer);
  await buyer.getByRole('button', { name: 'Fazer oferta' }).click();
  const dialog = buyer.getByRole('dialog', { name: 'Fazer oferta' });
  const price = dialog.getByLabel(/Sua oferta/);
  await price.fill(typed(terms.minimumUnitPriceCents - 100));
  await dialog.getByRole('button', { name: 'Enviar oferta' }).click();
  await expect(dialog.getByText(/A oferta mínima é/)).toBeVisible();
  await price.fill(typed(offer));
  await dialog.getByLabel('Mensagem ao vendedor (opcional)').fill('Retiro na sexta-feira, se possível.');
  await dialog.getByRole('button', { name: 'Enviar oferta' }).click();
  await expect(dialog.getByText(/Oferta enviada!/)).toBeVisible();

  // The seller's administrator counters it.
  const sellerContext = await browser.newContext();
  await signInAs(sellerContext, 'vendedor.demo@example.com');
  const seller = await sellerContext.newPage();
  await seller.goto('/vendedor');
  await acceptCookies(seller);
  await seller.getByRole('link', { name: 'Ofertas recebidas nos seus lotes' }).click();
  await expect(seller).toHaveURL(/\/vendedor\/ofertas$/);
  const received = seller
    .getByRole('list', { name: 'Ofertas recebidas' })
    .getByRole('listitem')
    .filter({ hasText: `Lote ${lot.number} · ${lot.title}` })
    .filter({ hasText: 'carla_garimpa' });
  await expect(received).toHaveCount(1);
  await expect(received).toContainText('Retiro na sexta-feira, se possível.');
  await expect(received).toContainText('Aguardando o vendedor');
  await received.getByRole('button', { name: 'Fazer contraproposta' }).click();
  await received.getByLabel('Contraproposta (R$ por unidade)').fill(typed(asking));
  await received.getByRole('button', { name: 'Enviar contraproposta' }).click();
  await expect(received.getByText(/A contraproposta deve ser maior que a oferta/)).toBeVisible();
  await received.getByLabel('Contraproposta (R$ por unidade)').fill(typed(counter));
  await received.getByRole('button', { name: 'Enviar contraproposta' }).click();
  await expect(received.getByTestId('situacao-oferta')).toHaveText('Contraproposta recebida');
  await sellerContext.close();

  // The buyer accepts the counter and lands on the purchase, with PIX to pay.
  await buyer.goto('/conta/ofertas');
  await expect(buyer.getByRole('list', { name: 'Minhas ofertas' })).toBeVisible({ timeout: 30_000 });
  const mine = buyer
    .getByRole('list', { name: 'Minhas ofertas' })
    .getByRole('listitem')
    .filter({ hasText: `Lote ${lot.number} · ${lot.title}` });
  await expect(mine.getByTestId('situacao-oferta')).toHaveText('Contraproposta recebida');
  await expect(mine).toContainText('O vendedor fez uma contraproposta');
  await mine.getByRole('button', { name: 'Aceitar contraproposta' }).click();
  await expect(buyer).toHaveURL(/\/conta\/compras\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(buyer.getByRole('heading', { level: 1 })).toContainText(lot.title, { timeout: 30_000 });
  await expect(buyer.getByRole('main')).toContainText('Proposta aceita');
  await expect(buyer.getByRole('button', { name: 'Pagar com PIX' })).toBeVisible();
  await buyerContext.close();
});
