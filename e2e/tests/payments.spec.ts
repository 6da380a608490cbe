import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { signUpThroughApi } from './buyer-support';
import { expect, test } from './fixtures';
import { acceptCookies, accessTokenClaims, apiUrl, directApiUrl } from './support';

// Paying what was won: a demo buyer pays by PIX through the simulated provider and sees "Pago" arrive
// without reloading; another pays by deposit, sends the receipt, and FINANCE approves it in the back office.

const demoPassword = 'circula-demo-2026';
const demoBuyers = [
  'ana.demo@example.com',
  'bruno.demo@example.com',
  'carla.demo@example.com',
  'diego.demo@example.com',
  'elisa.demo@example.com',
];

// The smallest file the API takes for a PDF: its magic bytes and some payload.
const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2048, 0x20)]);

interface Intent {
  id: string;
  reference: string;
  status: string;
  method: string | null;
  allowedMethods: string[];
}

interface DemoPurchase {
  email: string;
  intent: Intent;
}

async function signInAs(context: BrowserContext, email: string): Promise<void> {
  const response = await context.request.post(`${apiUrl}/auth/signin/credentials`, {
    data: { email, password: demoPassword },
  });
  expect(response.ok(), `sign-in of ${email}`).toBe(true);
}

/** A demo buyer's intent awaiting payment that may be paid with `method`, read through the API. */
async function findDemoPurchase(
  request: APIRequestContext,
  method: 'PIX' | 'DEPOSIT_RECEIPT',
  buyers: readonly string[],
): Promise<DemoPurchase> {
  for (const email of buyers) {
    const response = await request.post(`${apiUrl}/auth/signin/credentials`, {
      data: { email, password: demoPassword },
    });
    if (!response.ok()) continue;
    const { accessToken } = (await response.json()) as { accessToken: string };
    const headers = { authorization: `Bearer ${accessToken}` };
    const user = await request.get(`${apiUrl}/web/users/${accessTokenClaims(accessToken).sub}`, { headers });
    const { buyerId } = (await user.json()) as { buyerId: string | null };
    if (!buyerId) continue;
    const list = await request.get(`${apiUrl}/web/buyers/${buyerId}/payment-intents`, { headers });
    if (!list.ok()) continue;
    const { paymentIntents } = (await list.json()) as { paymentIntents: Intent[] };
    const intent = paymentIntents.find(
      (candidate) => candidate.status === 'PENDING_PAYMENT' && candidate.allowedMethods.includes(method),
    );
    if (intent) return { email, intent };
  }
  throw new Error(`no demo purchase to pay with ${method}`);
}

async function openPurchase(page: Page, reference: string, intentId: string) {
  await page.goto('/conta');
  await acceptCookies(page);
  const purchases = page.getByRole('list', { name: 'Minhas compras' });
  await expect(purchases).toContainText(reference);
  await purchases.getByRole('link', { name: new RegExp(`compra ${reference}$`) }).click();
  await expect(page).toHaveURL(new RegExp(`/conta/compras/${intentId}$`));
}

const statusBadge = (page: Page) => page.locator('h1 + [data-status]');

test('a buyer pays a won lot by PIX and sees "Pago" without reloading, then prints the receipt', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const { email, intent } = await findDemoPurchase(request, 'PIX', demoBuyers);
  await signInAs(context, email);
  const page = await context.newPage();
  await openPurchase(page, intent.reference, intent.id);

  await expect(statusBadge(page)).toHaveText('Aguardando pagamento');
  await expect(page.getByText('(horário de Brasília)').first()).toBeVisible();
  await expect(page.getByTestId('prazo-restante')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Composição do valor' })).toContainText('Total');

  await page.getByRole('button', { name: 'Pagar com PIX' }).click();
  await expect(page.getByRole('img', { name: 'QR code do PIX para pagar esta compra' })).toBeVisible();
  await expect(page.getByLabel('PIX copia e cola')).toHaveValue(/^000201/);
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(
    axe.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.help}`),
  ).toEqual([]);
  await page.getByRole('button', { name: 'Copiar código PIX' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Código PIX copiado' })).toBeVisible();

  // The payment is made elsewhere (here: a second tab of the test environment's simulated bank); the
  // first tab, left alone, turns to "Pago" on its own.
  const bank = await context.newPage();
  await bank.goto(`/conta/compras/${intent.id}`);
  await bank.getByRole('button', { name: 'Simular pagamento (ambiente de testes)' }).click();
  await expect(statusBadge(bank)).toHaveText('Pago');
  await bank.close();

  await expect(statusBadge(page)).toHaveText('Pago', { timeout: 15_000 });
  await expect(page.getByRole('region', { name: 'Pagamento confirmado' })).toContainText('por PIX');
  await page.getByRole('link', { name: 'Ver recibo' }).click();
  await expect(page.getByRole('heading', { name: 'Recibo de pagamento' })).toBeVisible();
  const receipt = page.locator('#recibo');
  await expect(receipt).toContainText(intent.reference);
  await expect(receipt).toContainText('Total pago');
  // Who paid, as the registration names them: a demo buyer is a person, named with a whole CPF.
  await expect(receipt.getByRole('region', { name: 'Comprador' })).toContainText(
    /CPF\s*\d{3}\.\d{3}\.\d{3}-\d{2}/,
  );
  // And who sold, and the official auctioneer of the auction.
  await expect(receipt).toContainText('Vendedor');
  await expect(receipt).toContainText(/Leiloeiro oficial\s*\S+/);
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeVisible();
  await context.close();
});

test('a buyer sends a deposit receipt, FINANCE approves it, and the buyer sees "Pago"', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const buyerContext = await browser.newContext();
  // Another buyer than the PIX journey's, when the demo has one to pay by deposit.
  const { email, intent } = await findDemoPurchase(request, 'DEPOSIT_RECEIPT', [...demoBuyers].reverse());
  await signInAs(buyerContext, email);
  const page = await buyerContext.newPage();
  await openPurchase(page, intent.reference, intent.id);

  await expect(page.getByRole('region', { name: 'Pagamento' })).toBeVisible();
  const choose = page.getByRole('button', { name: 'Enviar comprovante de depósito' });
  if ((await choose.count()) > 0 && (await choose.getAttribute('aria-pressed')) !== 'true')
    await choose.click();
  // Where to deposit, and with which reference (the development account outside production).
  await expect(page.getByTestId('conta-deposito')).toContainText('conta de desenvolvimento');
  await expect(page.getByRole('region', { name: 'Pagamento' })).toContainText(
    `informe a referência ${intent.reference}`,
  );
  await page
    .getByLabel('Escolher arquivo: Comprovante de depósito')
    .setInputFiles({ name: 'comprovante.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(statusBadge(page)).toHaveText('Em verificação');
  await expect(page.getByRole('region', { name: 'Comprovante em verificação' })).toContainText(
    /Recebemos seu comprovante \(.+\.pdf\)/,
  );

  // FINANCE: a new staff member with the role only; the back office opens on the payments queue.
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  const staff = await signUpThroughApi(staffPage.request, 'financeiro', 'Equipe Financeira');
  const granted = await staffPage.request.post(`${directApiUrl}/dev/roles`, {
    data: { email: staff.email, role: 'CIRCULA_FINANCE', level: 'WRITE' },
  });
  expect(granted.ok()).toBe(true);
  await staffPage.goto('/backoffice');
  await expect(staffPage).toHaveURL(/\/backoffice\/pagamentos$/);
  await expect(staffPage.getByRole('heading', { name: 'Pagamentos' })).toBeVisible();
  // The queue's status picker (the page also has the PIX returns panel's own).
  await expect(staffPage.getByRole('combobox', { name: /^Situação/ })).toHaveValue('PENDING_VERIFICATION');
  // The deposit carries the reference: FINANCE types it as the bank statement shows it.
  await staffPage.getByLabel('Referência do pagamento').fill(intent.reference.toLowerCase());
  await staffPage.getByRole('button', { name: 'Buscar' }).click();
  await expect(staffPage.getByText('em qualquer situação')).toBeVisible();
  await expect(staffPage.getByRole('row')).toHaveCount(2);
  await staffPage.getByRole('row').filter({ hasText: intent.reference }).getByRole('link').click();
  await expect(staffPage.getByRole('heading', { name: intent.reference })).toBeVisible();
  await expect(staffPage.getByRole('link', { name: 'Abrir o PDF do comprovante' })).toBeVisible();
  await staffPage.getByRole('button', { name: 'Aprovar comprovante' }).click();
  await staffPage.getByRole('button', { name: 'Confirmar aprovação' }).click();
  await expect(staffPage.getByRole('status').filter({ hasText: 'Comprovante aprovado' })).toBeVisible();
  await expect(staffPage.locator('h1 + [data-status]')).toHaveText('Pago');
  // Support's queue is not theirs.
  expect((await staffPage.goto('/backoffice/cadastros/00000000-0000-4000-8000-000000000000'))?.status()).toBe(
    200,
  );
  await expect(staffPage.getByRole('heading', { name: 'Sem permissão' })).toBeVisible();
  await staffContext.close();

  // The buyer's page, never reloaded, shows the payment.
  await expect(statusBadge(page)).toHaveText('Pago', { timeout: 15_000 });
  await buyerContext.close();
});
