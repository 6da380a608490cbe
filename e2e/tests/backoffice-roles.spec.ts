import type { Page } from '@playwright/test';
import { grantRole, grantSpecialPermission, makeCpf, signUpThroughApi } from './buyer-support';
import { expect, test } from './fixtures';
import { apiUrl, directApiUrl } from './support';

// The other back-office roles: customer support finds a buyer by tax id and opens their picture, and does
// not see revenues; a FINANCE member holding "ver receitas" does.

const nav = (page: Page) => page.getByRole('navigation', { name: 'Seções do back office' });
const formatCpf = (cpf: string) => `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;

test('customer support finds a buyer by tax id, opens the picture, and has no Receitas', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const buyerContext = await browser.newContext();
  const buyerPage = await buyerContext.newPage();
  const buyer = await signUpThroughApi(buyerPage.request, 'comprador', 'Célia Compradora');
  const cpf = makeCpf();
  const username = `celia_${Math.random().toString(36).slice(2, 8)}`;
  const registered = await buyerPage.request.patch(`${apiUrl}/web/buyer-applications`, {
    headers: { authorization: `Bearer ${buyer.accessToken}` },
    data: {
      registrationData: {
        type: 'NATURAL_PERSON',
        username,
        fullName: 'Célia Compradora',
        cpf,
        birthDate: '1985-07-20',
      },
    },
  });
  if (!registered.ok()) throw new Error(`registration: ${registered.status()} ${await registered.text()}`);

  const context = await browser.newContext();
  const page = await context.newPage();
  const support = await signUpThroughApi(page.request, 'suporte', 'Sílvio Suporte');
  await grantRole(page.request, support.email, 'CIRCULA_CUSTOMER_SUPPORT', 'WRITE');
  await page.goto('/backoffice');
  await expect(nav(page).getByRole('link', { name: 'Compradores' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Receitas' })).toHaveCount(0);

  await nav(page).getByRole('link', { name: 'Compradores' }).click();
  await page.getByLabel('Nome, e-mail, usuário ou CPF/CNPJ').fill(formatCpf(cpf));
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByText('1 comprador · página 1 de 1')).toBeVisible();
  await page.getByRole('link', { name: 'Célia Compradora' }).click();
  await expect(page.getByRole('heading', { name: username, level: 1 })).toBeVisible();
  const applications = page.getByRole('region', { name: 'Cadastros' });
  await expect(applications).toContainText('Pessoa física');
  await expect(page.getByRole('region', { name: 'Sessões abertas' })).toBeVisible();

  await page.goto('/backoffice/receitas');
  await expect(page.getByRole('heading', { name: 'Sem permissão' })).toBeVisible();
  const refused = await page.request.get(
    `${directApiUrl}/backoffice/revenues?from=2026-01-01&to=2026-01-31`,
    {
      headers: { authorization: `Bearer ${support.accessToken}` },
    },
  );
  expect(refused.status()).toBe(403);
  await context.close();
  await buyerContext.close();
});

test('a FINANCE member with "ver receitas" sees the revenues page with its chart', async ({ browser }) => {
  test.setTimeout(120_000);
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  const admin = await signUpThroughApi(adminPage.request, 'tecnologia', 'Téo Tecnologia');
  await grantRole(adminPage.request, admin.email, 'CIRCULA_TECH', 'ADMIN');

  const context = await browser.newContext();
  const page = await context.newPage();
  const finance = await signUpThroughApi(page.request, 'financeiro', 'Fábia Financeiro');
  await grantRole(page.request, finance.email, 'CIRCULA_FINANCE', 'READ');
  await grantSpecialPermission(adminPage.request, admin, finance.userId, 'VIEW_REVENUES');

  await page.goto('/backoffice');
  await expect(nav(page).getByRole('link', { name: 'Receitas' })).toBeVisible();
  await nav(page).getByRole('link', { name: 'Receitas' }).click();
  await expect(page).toHaveURL(/\/backoffice\/receitas$/);
  await expect(page.getByRole('heading', { name: 'Receitas', level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name: /Receitas por dia/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Por vendedor' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('region', { name: 'Por período' }).getByRole('button', { name: 'Baixar CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(
    /^receitas-period-\d{4}-\d{2}-\d{2}-a-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  await context.close();
  await adminContext.close();
});

test('a record the address does not name answers the back office 404; a section the role does not open says "Sem permissão"', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  const staff = await signUpThroughApi(page.request, 'registros', 'Rita Registros');
  for (const role of [
    'CIRCULA_CUSTOMER_SUPPORT',
    'CIRCULA_FINANCE',
    'CIRCULA_MARKETING',
    'CIRCULA_CATALOGGER',
  ]) {
    await grantRole(page.request, staff.email, role, 'READ');
  }
  // The first page opens the session in the web's cookie, which the server reads from then on.
  await page.goto('/backoffice');
  await expect(nav(page).getByRole('link', { name: 'Pagamentos' })).toBeVisible();
  const missing = '00000000-0000-4000-8000-000000000000';
  const addresses = [
    `/backoffice/compradores/${missing}`,
    `/backoffice/cadastros/${missing}`,
    `/backoffice/pagamentos/${missing}`,
    `/backoffice/reembolsos/${missing}`,
    `/backoffice/banners/${missing}`,
    `/backoffice/catalogo/${missing}`,
    `/backoffice/campanhas/${missing}`,
    `/backoffice/campanhas/${missing}/editar`,
    '/backoffice/pagamentos/nao-e-um-pagamento',
  ];
  for (const address of addresses) {
    const response = await page.goto(address);
    expect(response?.status(), address).toBe(404);
    await expect(page.getByRole('heading', { name: 'Página não encontrada', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voltar ao início do back office' })).toBeVisible();
    // The tab says so too, not the section's name.
    await expect(page, address).toHaveTitle('Página não encontrada | Circula');
  }

  // Records that exist open as before through the same pages: the journeys of each section open theirs.

  // Without the section's role the page does not tell whether the record exists: it says "Sem permissão".
  const support = await browser.newContext();
  const supportPage = await support.newPage();
  const onlySupport = await signUpThroughApi(supportPage.request, 'so.suporte', 'Sara Suporte');
  await grantRole(supportPage.request, onlySupport.email, 'CIRCULA_CUSTOMER_SUPPORT', 'READ');
  await supportPage.goto('/backoffice');
  await expect(nav(supportPage).getByRole('link', { name: 'Compradores' })).toBeVisible();
  const refused = await supportPage.goto(`/backoffice/pagamentos/${missing}`);
  expect(refused?.status()).toBe(200);
  await expect(supportPage.getByRole('heading', { name: 'Sem permissão' })).toBeVisible();
  await support.close();
  await context.close();
});
