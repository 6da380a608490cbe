import type { Page } from '@playwright/test';
import { grantRole, grantSpecialPermission, makeVerifiedBuyer, signUpThroughApi } from './buyer-support';
import { expect, test } from './fixtures';
import { acceptCookies, directApiUrl, latestMessage, uniqueEmail } from './support';

// Back-office permissions: a TECH admin manages the staff on /backoffice/equipe and the person granted a
// role sees its section in the one navigation; customer support never sees the TECH pages.

const nav = (page: Page) => page.getByRole('navigation', { name: 'Seções do back office' });

test('a TECH admin grants a role and the staff member sees the new section in the menu', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  const admin = await signUpThroughApi(adminPage.request, 'tecnologia', 'Tina Tecnologia');
  await grantRole(adminPage.request, admin.email, 'CIRCULA_TECH', 'ADMIN');

  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  const member = await signUpThroughApi(memberPage.request, 'atendimento', 'Bruno Atendimento');
  await grantRole(memberPage.request, member.email, 'CIRCULA_CUSTOMER_SUPPORT', 'WRITE');
  await memberPage.goto('/backoffice');
  await expect(nav(memberPage).getByRole('link', { name: 'Cadastros' })).toBeVisible();
  await expect(nav(memberPage).getByRole('link', { name: 'Pagamentos' })).toHaveCount(0);

  await adminPage.goto('/backoffice');
  await expect(adminPage).toHaveURL(/\/backoffice\/equipe$/);
  await expect(adminPage.getByRole('heading', { name: 'Equipe', level: 1 })).toBeVisible();
  await adminPage.getByLabel('Buscar por nome ou e-mail').fill(member.email);
  await adminPage.getByLabel(`Financeiro de ${member.name}`).selectOption({ label: 'Leitura' });
  await expect(adminPage.getByRole('status').filter({ hasText: 'Papel atualizado' })).toBeVisible();

  // An e-mail without an account gets an invitation, listed until it is taken up.
  const invited = uniqueEmail('convite');
  const form = adminPage.getByRole('form', { name: 'Convidar para a equipe' });
  await form.getByLabel('E-mail').fill(invited);
  await form.getByLabel('Marketing').selectOption({ label: 'Ação' });
  await form.getByRole('button', { name: 'Convidar' }).click();
  await expect(adminPage.getByRole('status').filter({ hasText: 'Convite enviado por e-mail' })).toBeVisible();
  await expect(adminPage.getByRole('region', { name: 'Convites em aberto' })).toContainText(invited);
  expect((await latestMessage(adminPage.request, invited)).subject).toBe(
    'Convite para a equipe do back office da Circula',
  );

  // The audit log shows who gave what.
  await nav(adminPage).getByRole('link', { name: 'Auditoria' }).click();
  await adminPage.getByLabel('Quem (e-mail, nome ou id)').fill(admin.email);
  await adminPage.getByRole('button', { name: 'Filtrar' }).click();
  await expect(adminPage.getByRole('row').filter({ hasText: 'ROLE_GRANTED' }).first()).toContainText(
    'CIRCULA_FINANCE',
  );

  await memberPage.reload();
  await expect(nav(memberPage).getByRole('link', { name: 'Pagamentos' })).toBeVisible();
  await nav(memberPage).getByRole('link', { name: 'Pagamentos' }).click();
  await expect(memberPage).toHaveURL(/\/backoffice\/pagamentos$/);
  await adminContext.close();
  await memberContext.close();
});

test('customer support does not see the TECH pages, and a direct address answers "sem permissão"', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const support = await signUpThroughApi(page.request, 'suporte', 'Sara Suporte');
  await grantRole(page.request, support.email, 'CIRCULA_CUSTOMER_SUPPORT', 'ADMIN');
  await page.goto('/backoffice');
  await expect(nav(page).getByRole('link', { name: 'Cadastros' })).toBeVisible();
  for (const name of ['Equipe', 'Caixa de saída', 'Tarefas', 'Auditoria']) {
    await expect(nav(page).getByRole('link', { name })).toHaveCount(0);
  }
  for (const path of ['/backoffice/equipe', '/backoffice/auditoria', '/backoffice/caixa-de-saida']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Sem permissão' })).toBeVisible();
    await expect(page.getByText('Você não tem permissão para ver esta página.')).toBeVisible();
  }
  // The API refuses the same, whatever the page shows.
  const token = support.accessToken;
  const refused = await page.request.get(`${directApiUrl}/backoffice/staff`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(refused.status()).toBe(403);
  await context.close();
});

test('a TECH admin links a user to an auctioneer; that user then sees the auctioneer area', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  const admin = await signUpThroughApi(adminPage.request, 'tecnologia.leiloeiro', 'Tales Tecnologia');
  await grantRole(adminPage.request, admin.email, 'CIRCULA_TECH', 'ADMIN');

  const clerkContext = await browser.newContext();
  const clerkPage = await clerkContext.newPage();
  const clerk = await signUpThroughApi(clerkPage.request, 'escritorio.leiloeiro', 'Lia Escritório');
  await clerkPage.goto('/leiloeiro');
  await expect(clerkPage.getByText('Nenhum Evento de leiloeiro vinculado à sua conta.')).toBeVisible();

  await adminPage.goto('/backoffice');
  await nav(adminPage).getByRole('link', { name: 'Leiloeiros' }).click();
  await expect(adminPage).toHaveURL(/\/backoffice\/leiloeiros$/);
  await expect(adminPage.getByRole('heading', { name: 'Leiloeiros', level: 1 })).toBeVisible();
  const first = adminPage
    .getByRole('listitem')
    .filter({ has: adminPage.getByRole('heading', { level: 2 }) })
    .first();
  const auctioneerName = (await first.getByRole('heading', { level: 2 }).textContent())!.trim();
  // An e-mail without an account is refused in words.
  await first.getByLabel('E-mail do usuário').fill('ninguem.aqui@example.com');
  await first.getByRole('button', { name: 'Vincular' }).click();
  await expect(first.getByRole('alert')).toHaveText(
    'Nenhum usuário com este e-mail. A pessoa precisa criar a conta antes.',
  );
  await first.getByLabel('E-mail do usuário').fill(clerk.email);
  await first.getByRole('button', { name: 'Vincular' }).click();
  await expect(adminPage.getByRole('status').filter({ hasText: 'Usuário vinculado' })).toBeVisible();
  await expect(first.getByRole('list', { name: `Usuários de ${auctioneerName}` })).toContainText(clerk.email);

  await clerkPage.reload();
  await expect(clerkPage.getByRole('heading', { name: 'Área do leiloeiro' })).toBeVisible();
  await expect(clerkPage.getByText(auctioneerName).first()).toBeVisible();
  await expect(clerkPage.getByText('Nenhum Evento de leiloeiro vinculado à sua conta.')).toHaveCount(0);

  // Unlinked: the area is empty again.
  await first.getByRole('button', { name: `Desvincular ${clerk.name} de ${auctioneerName}` }).click();
  await expect(adminPage.getByRole('status').filter({ hasText: 'Vínculo desfeito' })).toBeVisible();
  await clerkPage.reload();
  await expect(clerkPage.getByText('Nenhum Evento de leiloeiro vinculado à sua conta.')).toBeVisible();
  await adminContext.close();
  await clerkContext.close();
});

test('support finds a buyer by name and asks for a credit; another person approves; the buyer sees it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const buyerContext = await browser.newContext();
  const buyerPage = await buyerContext.newPage();
  const buyer = await signUpThroughApi(buyerPage.request, 'credito', 'Valéria Crédito Bonificado');
  const username = await makeVerifiedBuyer(buyerPage.request, buyer.email);

  const supportContext = await browser.newContext();
  const supportPage = await supportContext.newPage();
  const support = await signUpThroughApi(supportPage.request, 'suporte.credito', 'Sílvio Suporte');
  await grantRole(supportPage.request, support.email, 'CIRCULA_CUSTOMER_SUPPORT', 'WRITE');
  await supportPage.goto('/backoffice/creditos');
  await acceptCookies(supportPage);
  const form = supportPage.getByRole('form', { name: 'Pedir crédito' });
  await form.getByLabel('Comprador: nome, e-mail, usuário ou CPF/CNPJ').fill('Valéria Crédito');
  await form.getByRole('button', { name: 'Buscar' }).click();
  await form
    .getByRole('button', { name: `Escolher Valéria Crédito Bonificado (${username})` })
    .first()
    .click();
  await expect(form.getByTestId('comprador-escolhido')).toContainText(buyer.email);
  await form.getByLabel('Valor (R$)').fill('25,00');
  await form.getByLabel('Descrição (o comprador lê no extrato)').fill('Atraso na entrega do lote');
  await form.getByRole('button', { name: 'Pedir crédito' }).click();
  await expect(
    supportPage.getByRole('status').filter({ hasText: 'Pedido de crédito enviado para aprovação' }),
  ).toBeVisible();
  await expect(supportPage.getByRole('row').filter({ hasText: username })).toContainText('R$ 25,00');
  // From the buyer's own page, the request form opens with that buyer chosen.
  await supportPage.goto('/backoffice/compradores');
  await supportPage.getByLabel('Nome, e-mail, usuário ou CPF/CNPJ').fill(buyer.email);
  await supportPage.getByRole('button', { name: 'Buscar' }).click();
  await supportPage.getByRole('link', { name: 'Valéria Crédito Bonificado' }).click();
  await supportPage.getByRole('link', { name: 'Pedir crédito para este comprador' }).click();
  await expect(supportPage.getByTestId('comprador-escolhido')).toContainText(`(${username})`);

  // Another staff member with the approval permission decides; the one who asked cannot.
  const adminContext = await browser.newContext();
  const admin = await signUpThroughApi(adminContext.request, 'tecnologia.credito', 'Téo Tecnologia');
  await grantRole(adminContext.request, admin.email, 'CIRCULA_TECH', 'ADMIN');
  const approverContext = await browser.newContext();
  const approverPage = await approverContext.newPage();
  const approver = await signUpThroughApi(approverPage.request, 'aprovador.credito', 'Alice Aprovadora');
  // A special permission comes on top of a role: staff first, then the approval.
  await grantRole(approverPage.request, approver.email, 'CIRCULA_FINANCE', 'READ');
  await grantSpecialPermission(adminContext.request, admin, approver.userId, 'APPROVE_BUYER_CREDIT');
  await approverPage.goto('/backoffice/creditos');
  await acceptCookies(approverPage);
  const row = approverPage.getByRole('row').filter({ hasText: username });
  await expect(row).toContainText('Sílvio Suporte');
  await row.getByRole('button', { name: 'Aprovar' }).click();
  await expect(approverPage.getByRole('status').filter({ hasText: 'Crédito aprovado' })).toBeVisible();
  await expect(approverPage.getByRole('row').filter({ hasText: username })).toHaveCount(0);

  await buyerPage.goto('/conta');
  await expect(buyerPage.getByText(/Saldo disponível: R\$\s25,00/)).toBeVisible();
  await expect(buyerPage.getByText('Atraso na entrega do lote')).toBeVisible();
  for (const context of [buyerContext, supportContext, adminContext, approverContext]) await context.close();
});
