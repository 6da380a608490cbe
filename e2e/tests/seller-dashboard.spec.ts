import { readFile } from 'node:fs/promises';
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { acceptCookies, accessTokenClaims, apiUrl, signUpThroughApi, uniqueEmail } from './support';

// The seller's dashboard: the demo seller's ADMIN opens an Event from /vendedor, reads its figures, lots
// and payments, and downloads the statement CSV; the seller's reader sees the team but cannot invite, and
// the ADMIN invites a new address; an existing account invited joins only by accepting in its seller area.

const demoPassword = 'circula-demo-2026';
const sellerAdmin = 'vendedor.demo@example.com';
const sellerReader = 'vendedor.leitura.demo@example.com';
const demoBuyers = [
  'ana.demo@example.com',
  'bruno.demo@example.com',
  'carla.demo@example.com',
  'diego.demo@example.com',
  'elisa.demo@example.com',
];

interface Figures {
  lots: number;
  bids: number;
  enrolledBuyers: number;
  currentTotalCents: number;
  soldLots: number;
  paidCents: number;
}
interface SellerEvent {
  id: string;
  title: string;
  figures: Figures;
}

async function signInAs(context: BrowserContext, email: string) {
  const response = await context.request.post(`${apiUrl}/auth/signin/credentials`, {
    data: { email, password: demoPassword },
  });
  expect(response.ok(), `sign-in of ${email}`).toBe(true);
}

async function bearerOf(request: APIRequestContext, email: string) {
  const response = await request.post(`${apiUrl}/auth/signin/credentials`, {
    data: { email, password: demoPassword },
  });
  expect(response.ok(), `sign-in of ${email}`).toBe(true);
  const { accessToken } = (await response.json()) as { accessToken: string };
  return { token: accessToken, headers: { authorization: `Bearer ${accessToken}` } };
}

/** The demo seller's Event with sales, through the seller API. */
async function demoSellerEvent(request: APIRequestContext) {
  const { headers } = await bearerOf(request, sellerAdmin);
  const sellers = (await (await request.get(`${apiUrl}/web/sellers`, { headers })).json()) as {
    sellers: { id: string; name: string }[];
  };
  const seller = sellers.sellers[0]!;
  const events = (await (
    await request.get(`${apiUrl}/seller/sellers/${seller.id}/events`, { headers })
  ).json()) as { events: SellerEvent[] };
  const event = events.events.find((candidate) => candidate.figures.soldLots > 0);
  expect(event, 'a demo Event with sold lots').toBeTruthy();
  return { seller, event: event!, headers };
}

/**
 * Makes sure one sale of the Event is paid: when none is yet (this journey run alone), a demo buyer pays
 * a purchase of it by PIX through the simulated provider, as the payments journey does.
 */
async function ensurePaidSale(request: APIRequestContext, eventId: string, headers: Record<string, string>) {
  const detail = async () =>
    (await (await request.get(`${apiUrl}/seller/events/${eventId}`, { headers })).json()) as {
      lots: { sales: { paymentStatus: string | null }[] }[];
    };
  const paid = (body: Awaited<ReturnType<typeof detail>>) =>
    body.lots.some((lot) => lot.sales.some((sale) => sale.paymentStatus === 'PAID'));
  if (paid(await detail())) return;
  for (const email of demoBuyers) {
    const buyer = await bearerOf(request, email);
    const user = await request.get(`${apiUrl}/web/users/${accessTokenClaims(buyer.token).sub}`, {
      headers: buyer.headers,
    });
    const { buyerId } = (await user.json()) as { buyerId: string | null };
    if (!buyerId) continue;
    const list = await request.get(`${apiUrl}/web/buyers/${buyerId}/payment-intents`, {
      headers: buyer.headers,
    });
    const { paymentIntents } = (await list.json()) as {
      paymentIntents: { id: string; status: string; allowedMethods: string[]; listing: { id: string } }[];
    };
    const intent = paymentIntents.find(
      (candidate) =>
        candidate.listing.id === eventId &&
        candidate.status === 'PENDING_PAYMENT' &&
        candidate.allowedMethods.includes('PIX'),
    );
    if (!intent) continue;
    const simulated = await request.post(
      `${apiUrl}/web/buyers/${buyerId}/payment-intents/${intent.id}/simulate-pix-payment`,
      { headers: buyer.headers },
    );
    expect(simulated.ok(), await simulated.text()).toBe(true);
    await expect.poll(async () => paid(await detail())).toBe(true);
    return;
  }
  throw new Error('no purchase of the demo Event to pay');
}

test('the seller ADMIN follows an Event’s figures and downloads the statement CSV', async ({
  browser,
  request,
}) => {
  test.slow();
  const { seller, event, headers } = await demoSellerEvent(request);
  await ensurePaidSale(request, event.id, headers);
  const { event: current } = (await (
    await request.get(`${apiUrl}/seller/events/${event.id}`, { headers })
  ).json()) as { event: SellerEvent };
  const statement = (await (
    await request.get(`${apiUrl}/seller/events/${event.id}/statement`, { headers })
  ).json()) as { rows: { lotNumber: number; buyerUsername: string }[] };
  expect(statement.rows.length).toBeGreaterThan(0);

  const context = await browser.newContext({ acceptDownloads: true });
  await signInAs(context, sellerAdmin);
  const page = await context.newPage();
  await page.goto('/vendedor');
  await acceptCookies(page);
  const events = page.getByRole('region', { name: `Eventos de ${seller.name}` });
  await events.getByRole('link', { name: event.title }).click();
  await expect(page).toHaveURL(new RegExp(`/vendedor/eventos/${event.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible({ timeout: 30_000 });

  const figures = page.getByRole('region', { name: 'Números do evento' });
  const figure = (label: string) =>
    figures.getByText(label, { exact: true }).locator('xpath=following-sibling::dd');
  await expect(figure('Lotes')).toHaveText(String(current.figures.lots));
  await expect(figure('Lances')).toHaveText(String(current.figures.bids));
  await expect(figure('Compradores habilitados')).toHaveText(String(current.figures.enrolledBuyers));
  await expect(figure('Lotes vendidos')).toHaveText(String(current.figures.soldLots));

  // The paid lot shows "Pago" and, for the pick-up, the buyer's name and a contact.
  const paidLot = page.getByTestId(`lote-${statement.rows[0]!.lotNumber}`);
  await expect(paidLot).toContainText('Vendido');
  await expect(paidLot.locator('[data-status="PAID"]')).toHaveText('Pago');
  await expect(paidLot).toContainText('Retirada:');
  await expect(page.getByRole('link', { name: 'Retiradas' })).toHaveAttribute(
    'href',
    `/vendedor/retiradas?evento=${event.id}`,
  );
  await expect(page.getByRole('link', { name: 'Ofertas' })).toHaveAttribute('href', '/vendedor/ofertas');

  const statementSection = page.getByRole('region', { name: 'Extrato de vendas' });
  await expect(statementSection).toContainText(statement.rows[0]!.buyerUsername);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    statementSection.getByRole('button', { name: 'Baixar CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^extrato-.+\.csv$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).split('\r\n');
  expect(lines[0]).toMatch(/^Lote;Descrição;Comprador;Quantidade;Pago em \(horário de Brasília\);/);
  expect(lines[1]).toMatch(
    new RegExp(
      `^${statement.rows[0]!.lotNumber};.*;${statement.rows[0]!.buyerUsername};\\d+;\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2};\\d+,\\d{2};`,
    ),
  );
  expect(lines.find((line) => line.startsWith('Total;'))).toMatch(
    /^Total;;;;;\d+,\d{2};\d+,\d{2};\d+,\d{2};\d+,\d{2}$/,
  );
  await context.close();
});

test('a reader sees the seller’s team but cannot invite; the ADMIN invites a new address', async ({
  browser,
}) => {
  test.slow();
  const readerContext = await browser.newContext();
  await signInAs(readerContext, sellerReader);
  const reader = await readerContext.newPage();
  await reader.goto('/vendedor/usuarios');
  await acceptCookies(reader);
  const members = reader.getByRole('list', { name: 'Usuários' });
  await expect(members).toContainText('Renata Vasconcelos', { timeout: 30_000 });
  await expect(members).toContainText('Administrador');
  await expect(reader.getByText('Você tem papel de leitura')).toBeVisible();
  await expect(reader.getByRole('form', { name: 'Convidar usuário' })).toHaveCount(0);
  await expect(reader.getByRole('button', { name: 'Convidar' })).toHaveCount(0);
  await expect(reader.getByRole('button', { name: 'Remover' })).toHaveCount(0);
  // Only leaving the team, on the reader's own row (not pressed: other journeys use this reader).
  await expect(reader.getByRole('button', { name: 'Sair da equipe' })).toHaveCount(1);
  await readerContext.close();

  const adminContext = await browser.newContext();
  await signInAs(adminContext, sellerAdmin);
  const admin = await adminContext.newPage();
  await admin.goto('/vendedor');
  await acceptCookies(admin);
  await admin.getByRole('link', { name: 'Usuários' }).first().click();
  await expect(admin).toHaveURL(/\/vendedor\/usuarios\?vendedor=/);
  const email = uniqueEmail('equipe');
  const form = admin.getByRole('form', { name: 'Convidar usuário' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Papel').selectOption('VIEWER');
  await form.getByRole('button', { name: 'Convidar' }).click();
  await expect(admin.getByRole('status').filter({ hasText: `Convite enviado para ${email}` })).toBeVisible();
  await expect(admin.getByRole('list', { name: 'Convites em aberto' })).toContainText(email);
  await adminContext.close();
});

test('an account invited to the team joins only when it accepts the invitation in the seller area', async ({
  browser,
}, testInfo) => {
  test.slow();
  const personContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const person = await signUpThroughApi(personContext.request, { name: 'Paula Convidada' });

  const adminContext = await browser.newContext();
  await signInAs(adminContext, sellerAdmin);
  const admin = await adminContext.newPage();
  await admin.goto('/vendedor');
  await acceptCookies(admin);
  await admin.getByRole('link', { name: 'Usuários' }).first().click();
  const heading = admin.getByRole('heading', { name: /^Equipe de / });
  await expect(heading).toBeVisible({ timeout: 30_000 });
  const sellerName = ((await heading.textContent()) ?? '').replace(/^Equipe de /, '');
  const form = admin.getByRole('form', { name: 'Convidar usuário' });
  await form.getByLabel('E-mail').fill(person.email);
  await form.getByLabel('Papel').selectOption('VIEWER');
  await form.getByRole('button', { name: 'Convidar' }).click();
  await expect(
    admin.getByRole('status').filter({ hasText: `Convite enviado para ${person.email}` }),
  ).toBeVisible();
  // An invitation, not a member: the account is not on the team until it says yes.
  await expect(admin.getByRole('list', { name: 'Convites em aberto' })).toContainText(person.email);
  await expect(admin.getByRole('list', { name: 'Usuários' })).not.toContainText('Paula Convidada');

  const page = await personContext.newPage();
  await page.goto('/vendedor');
  await acceptCookies(page);
  const invitation = page.getByRole('region', { name: 'Convite para uma equipe' });
  await expect(invitation).toContainText(`${sellerName} convidou você para a equipe`, { timeout: 30_000 });
  await expect(invitation).toContainText('não dá lances nos eventos dele');
  await page.screenshot({ path: testInfo.outputPath('convite-equipe-390.png'), fullPage: true });
  await invitation.getByRole('button', { name: 'Aceitar convite' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `Você entrou na equipe de ${sellerName} com o papel de leitura.` }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Suas empresas' })).toContainText(sellerName);
  await expect(invitation).toHaveCount(0);

  await admin.reload();
  await expect(admin.getByRole('list', { name: 'Usuários' })).toContainText('Paula Convidada', {
    timeout: 30_000,
  });
  // Other journeys leave invitations of their own open: this one is no longer among them.
  await expect(admin.getByText(person.email)).toHaveCount(1);
  await adminContext.close();
  await personContext.close();
});
