import type { BrowserContext, Page } from '@playwright/test';
import { makeVerifiedBuyer, signUpThroughApi } from './buyer-support';
import { expect, test } from './fixtures';
import { acceptCookies, apiUrl, directApiUrl } from './support';

// A CATALOGGER creates an Event with two lots and a photo, publishes it as TEASER with a start moments
// ahead; the opening job opens it on time and a verified buyer bids on a lot.

// A small real JPEG (8×8): the API decodes and re-encodes uploaded images.
const jpeg = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABAX/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCQAqAP/9k=',
  'base64',
);

/** An instant as <input type="datetime-local"> in horário de Brasília (UTC−3) takes it. */
const brasilia = (time: number) => new Date(time - 3 * 3_600_000).toISOString().slice(0, 16);

async function addLot(page: Page, title: string, startingBid: string) {
  await page.getByRole('button', { name: 'Novo lote' }).click();
  const form = page.getByRole('form', { name: 'Novo lote' });
  await form.getByLabel('Título do lote').fill(title);
  await form.getByLabel('Categoria').selectOption('MOVEIS_ESCRITORIO');
  await form.getByLabel('Lance inicial (R$)').fill(startingBid);
  await form.getByRole('button', { name: 'Criar lote' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: title })).toBeVisible();
}

async function buyerIn(context: BrowserContext) {
  const user = await signUpThroughApi(context.request, 'comprador.catalogo', 'Carla Compradora');
  await makeVerifiedBuyer(context.request, user.email);
  return user;
}

test('a CATALOGGER creates and publishes an Event; it opens at its start and a buyer bids', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const staffContext = await browser.newContext();
  const page = await staffContext.newPage();
  const staff = await signUpThroughApi(page.request, 'catalogo', 'Equipe Catálogo');
  const granted = await page.request.post(`${directApiUrl}/dev/roles`, {
    data: { email: staff.email, role: 'CIRCULA_CATALOGGER', level: 'WRITE' },
  });
  expect(granted.ok()).toBe(true);

  await page.goto('/backoffice/catalogo/novo');
  await acceptCookies(page);
  await expect(page.getByRole('heading', { name: 'Novo evento' })).toBeVisible();
  // A bad save keeps what was typed and says what to fix.
  await page.getByLabel('Título', { exact: true }).fill('Abc');
  await page.getByRole('button', { name: 'Criar rascunho' }).click();
  await expect(page.getByText('O título deve ter pelo menos 5 caracteres.')).toBeVisible();
  await expect(page.getByLabel('Título', { exact: true })).toHaveValue('Abc');

  // The start: the next whole minute at least 25 s away (the field takes minutes).
  const now = Date.now();
  let start = Math.ceil(now / 60_000) * 60_000;
  if (start - now < 25_000) start += 60_000;
  const title = `Desativação de escritório ${Date.now().toString(36)}`;
  await page.getByLabel('Título', { exact: true }).fill(title);
  await page.getByLabel('Segmento').selectOption('Desativação de Escritório');
  const seller = page.getByLabel('Vendedor');
  await expect(seller.locator('option')).not.toHaveCount(1);
  await seller.selectOption({ index: 1 });
  await page.getByLabel('Leiloeiro').selectOption({ index: 1 });
  await page.getByLabel('Cidade').fill('Curitiba');
  await page.getByLabel('UF').selectOption('PR');
  await page.getByLabel('Início', { exact: true }).fill(brasilia(start));
  await page.getByLabel('Encerramento', { exact: true }).fill(brasilia(start + 2 * 86_400_000));
  await page.getByRole('button', { name: 'Criar rascunho' }).click();
  await expect(page).toHaveURL(/\/backoffice\/catalogo\/[0-9a-f-]{36}$/);
  const listingId = page.url().split('/').pop()!;
  await expect(page.getByTestId('listing-status')).toHaveText('Rascunho');

  await addLot(page, 'Mesa de reunião', '500,00');
  await addLot(page, 'Cadeira giratória', '150,00');
  // Reordered by keyboard (Alt+↑ on the handle) and back with the buttons: numbers follow the order.
  await page.getByRole('button', { name: /^Lote 2: arraste/ }).focus();
  await page.keyboard.press('Alt+ArrowUp');
  await expect(page.getByRole('listitem').filter({ hasText: 'Lote 1' }).first()).toContainText(
    'Cadeira giratória',
  );
  await page.getByRole('button', { name: 'Descer lote 1' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Lote 1' }).first()).toContainText(
    'Mesa de reunião',
  );
  const firstLot = page.getByRole('listitem').filter({ hasText: 'Mesa de reunião' });
  await firstLot
    .getByLabel('Acrescentar fotos (JPEG ou PNG)')
    .setInputFiles({ name: 'mesa.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await expect(firstLot.getByRole('img', { name: 'Foto 1 do lote 1' })).toBeVisible();

  await page.getByRole('button', { name: 'Publicar (em breve)' }).click();
  await expect(page.getByTestId('listing-status')).toHaveText('Em breve');

  // The opening job runs at the start; the page shows it after a reload.
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('listing-status')).toHaveText('Aberto', { timeout: 2_000 });
  }).toPass({ timeout: 150_000, intervals: [3_000] });
  const opened = await page.request.get(`${apiUrl}/backoffice/listings/${listingId}`, {
    headers: { authorization: `Bearer ${staff.accessToken}` },
  });
  const { listing } = (await opened.json()) as {
    listing: { status: string; lots: { id: string; number: number }[] };
  };
  expect(listing.status).toBe('OPEN');
  const lotId = listing.lots.find((lot) => lot.number === 1)!.id;

  // A verified buyer enrols on the lot page and bids the minimum.
  const buyerContext = await browser.newContext();
  await buyerIn(buyerContext);
  const buyerPage = await buyerContext.newPage();
  await buyerPage.goto(`/lotes/${lotId}`);
  await acceptCookies(buyerPage);
  await expect(buyerPage.getByTestId('lance-minimo')).toHaveText('R$ 500,00');
  await buyerPage.getByRole('button', { name: 'Habilitar-se para dar lances' }).click();
  const dialog = buyerPage.getByRole('dialog', { name: 'Habilitação no evento' });
  await dialog.getByLabel('Li e aceito o edital deste evento.').check();
  await dialog.getByRole('button', { name: 'Confirmar habilitação' }).click();
  await expect(dialog).toBeHidden();
  await buyerPage
    .getByRole('group', { name: 'Lances rápidos' })
    .getByRole('button', { name: 'R$ 500,00' })
    .click();
  await buyerPage.getByRole('button', { name: 'Dar lance de R$ 500,00' }).click();
  await expect(buyerPage.getByTestId('retorno-lance')).toContainText('Lance de R$ 500,00 registrado');
  await staffContext.close();
  await buyerContext.close();
});

test('a CATALOGGER previews a draft Event as the public page shows it; the public cannot see it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  const staff = await signUpThroughApi(page.request, 'catalogo.previa', 'Paula Prévia');
  const granted = await page.request.post(`${directApiUrl}/dev/roles`, {
    data: { email: staff.email, role: 'CIRCULA_CATALOGGER', level: 'WRITE' },
  });
  expect(granted.ok()).toBe(true);
  const headers = { authorization: `Bearer ${staff.accessToken}` };
  const options = (await (
    await page.request.get(`${apiUrl}/backoffice/catalogue/options`, { headers })
  ).json()) as {
    sellers: { id: string }[];
    auctioneers: { id: string }[];
  };
  const start = Date.now() + 3 * 86_400_000;
  const title = `Prévia de escritório ${Date.now().toString(36)}`;
  const created = await page.request.post(`${apiUrl}/backoffice/listings`, {
    headers,
    data: {
      type: 'AUCTION',
      segment: 'Desativação de Escritório',
      sellerId: options.sellers[0]!.id,
      auctioneerId: options.auctioneers[0]!.id,
      title,
      description: 'Móveis e informática de um andar inteiro.',
      city: 'Curitiba',
      state: 'PR',
      inspectionConditions: 'Visitação com agendamento.',
      pickUpConditions: 'Retirada em até 5 dias úteis.',
      bookingSchedules: [],
      feeRows: [{ fromValueCents: 0, toValueCents: 100_000_000, feeCents: 5_000 }],
      startsAt: new Date(start).toISOString(),
      scheduledEndAt: new Date(start + 2 * 86_400_000).toISOString(),
      enrolmentDeadlineAt: null,
      closingIntervalSeconds: 60,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { listing } = (await created.json()) as { listing: { id: string; slug: string } };
  const lot = await page.request.post(`${apiUrl}/backoffice/listings/${listing.id}/lots`, {
    headers,
    data: {
      title: 'Mesa de reunião da prévia',
      description: 'Tampo de madeira, 8 lugares.',
      macroCategory: 'MOVEIS_ESCRITORIO',
      estimatedValueCents: 200_000,
      startingBidCents: 50_000,
      incrementCents: 5_000,
    },
  });
  expect(lot.status(), await lot.text()).toBe(201);

  await page.goto(`/backoffice/catalogo/${listing.id}`);
  await acceptCookies(page);
  await page.getByRole('link', { name: 'Prévia da página do evento' }).click();
  await expect(page).toHaveURL(new RegExp(`/backoffice/catalogo/${listing.id}/previa$`));
  await expect(page.getByRole('status').filter({ hasText: 'Prévia — não publicado' })).toBeVisible();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(`Prévia: ${title}`);
  await expect(page.getByText('Mesa de reunião da prévia')).toBeVisible();
  await expect(page.getByText('Retirada em até 5 dias úteis.')).toBeVisible();
  // Every robots rule on it says noindex: during the client-side navigation the back office's own rule and
  // the preview's may both be in the head for a moment.
  const robotsRules = await page
    .locator('meta[name="robots"]')
    .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content') ?? ''));
  expect(robotsRules.length).toBeGreaterThan(0);
  for (const rule of robotsRules) expect(rule).toMatch(/^noindex/);

  // The server's own render already shows the Event to staff (the layout vouches for them): with no script
  // running at all, the preview is there.
  const serverOnly = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await context.storageState(),
  });
  const serverPage = await serverOnly.newPage();
  await serverPage.goto(`/backoffice/catalogo/${listing.id}/previa`);
  await expect(serverPage.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(serverPage.getByText('Mesa de reunião da prévia')).toBeVisible();
  await serverOnly.close();

  // The preview of an Event that does not exist says so inside the back office, with its way back, and
  // answers a real 404.
  const missing = await page.goto('/backoffice/catalogo/00000000-0000-4000-8000-000000000000/previa');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Página não encontrada', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Página não encontrada | Circula');
  await expect(page.getByRole('link', { name: 'Circula · Back office' })).toBeVisible();
  await expect(page.getByRole('main')).toHaveCount(1);
  await page.getByRole('link', { name: 'Voltar ao início do back office' }).click();
  // A cataloguer's start of the back office is the first section the role opens: the catalogue.
  await expect(page).toHaveURL(/\/backoffice\/catalogo$/);

  // The public, and a signed-in person without the role, get nothing.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  expect((await visitorPage.goto(`/eventos/${listing.slug}`))?.status()).toBe(404);
  expect((await visitorPage.goto(`/backoffice/catalogo/${listing.id}/previa`))?.status()).toBe(404);
  await visitor.close();
  await context.close();
});

test('a renamed category shows on the public site; its old address redirects (308) to the new one', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  const staff = await signUpThroughApi(page.request, 'catalogo.categorias', 'Caio Categorias');
  const granted = await page.request.post(`${directApiUrl}/dev/roles`, {
    data: { email: staff.email, role: 'CIRCULA_CATALOGGER', level: 'WRITE' },
  });
  expect(granted.ok()).toBe(true);
  const rename = (name: string, slug: string) =>
    page.request.put(`${apiUrl}/backoffice/asset-categories/ELETROS`, {
      headers: { authorization: `Bearer ${staff.accessToken}` },
      data: { name, slug },
    });
  try {
    await page.goto('/backoffice/catalogo/categorias');
    await acceptCookies(page);
    const form = page.getByRole('form', { name: 'Categoria Eletros' });
    await form.getByLabel('Nome').fill('Eletrodomésticos e Eletrônicos');
    await form.getByLabel('Slug').fill('eletrodomesticos-e-eletronicos');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Categoria salva' })).toBeVisible();

    // The site reads the categories again within seconds (decision 212).
    await expect(async () => {
      await page.goto('/categorias');
      await expect(page.getByRole('link', { name: /Eletrodomésticos e Eletrônicos/ })).toBeVisible({
        timeout: 1_000,
      });
    }).toPass({ timeout: 40_000, intervals: [2_000] });
    await page.getByRole('link', { name: /Eletrodomésticos e Eletrônicos/ }).click();
    await expect(page).toHaveURL(/\/categorias\/eletrodomesticos-e-eletronicos$/);
    await expect(
      page.getByRole('heading', { name: 'Eletrodomésticos e Eletrônicos', level: 1 }),
    ).toBeVisible();

    const old = await page.request.get('/categorias/eletros', { maxRedirects: 0 });
    expect(old.status()).toBe(308);
    expect(old.headers().location).toMatch(/\/categorias\/eletrodomesticos-e-eletronicos$/);
    await page.goto('/categorias/eletros');
    await expect(page).toHaveURL(/\/categorias\/eletrodomesticos-e-eletronicos$/);
  } finally {
    // The other journeys share this database: the category gets its name and slug back.
    expect((await rename('Eletros', 'eletros')).ok()).toBe(true);
  }
  await context.close();
});
