import type { Page } from '@playwright/test';
import { grantStaffRole, makeCpf, signUpThroughApi, verifyPhoneThroughApi } from './buyer-support';
import { expect, test } from './fixtures';
import { pickOption } from './support';

// Small real images (8×8): the API decodes and re-encodes uploaded images, so a bare signature is refused.
const jpeg = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABAX/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCQAqAP/9k=',
  'base64',
);
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWPQiFqAFTEMLQkANmxIgUxvV/AAAAAASUVORK5CYII=',
  'base64',
);

async function fillPersonData(page: Page, fullName: string, username: string) {
  await page.getByLabel('Nome completo').fill(fullName);
  const cpf = makeCpf();
  await page.getByLabel('CPF', { exact: true }).pressSequentially(cpf);
  await expect(page.getByLabel('CPF', { exact: true })).toHaveValue(
    `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`,
  );
  await page.getByLabel('Data de nascimento').fill('1990-04-01');
  await page.getByLabel('Nome de usuário').fill(username);
}

/**
 * The tab's title once the page has loaded, hydrated and gone quiet: the server's HTML and the payload the
 * browser applies afterwards must agree, or the tab tells more than the page.
 */
async function expectTabTitleOnceSettled(page: Page, title: string) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((settled) => requestAnimationFrame(() => setTimeout(settled, 50))));
  await expect(page).toHaveTitle(title);
}

test.describe('buyer onboarding', () => {
  test('a new buyer applies as a person, staff approve, the buyer sees the verified seal', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const buyer = await signUpThroughApi(page.request, 'comprador', 'Maria da Silva');

    // Signed in, phone not verified yet: the banners say so and the form asks for the phone first.
    await page.goto('/auth/verificar-conta');
    await expect(page.getByText('Antes de enviar seus dados, confirme seu telefone.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Situação da conta' })).toContainText(
      'Telefone não verificado',
    );

    await verifyPhoneThroughApi(page.request, buyer);
    await page.reload();
    await expect(page.getByRole('list', { name: 'Situação da conta' })).toContainText('Conta não verificada');

    // Step 1: person or company.
    await page.getByLabel('Pessoa física').check();
    await page.getByRole('button', { name: 'Continuar' }).click();

    // Step 2: data, validated with the domain's messages before anything is sent. The name typed at sign-up
    // is the first guess.
    await expect(page.getByLabel('Nome completo')).toHaveValue('Maria da Silva');
    await page.getByLabel('Nome completo').fill('');
    await page.getByRole('button', { name: 'Salvar e continuar' }).click();
    await expect(page.getByText('Nome completo é obrigatório')).toBeVisible();
    await expect(page.getByText('CPF é obrigatório')).toBeVisible();
    const username = `maria_${Date.now().toString(36)}`;
    await fillPersonData(page, 'Maria da Silva', username);
    await page.getByRole('button', { name: 'Salvar e continuar' }).click();

    // Step 3: address. Leaving and coming back opens the step where the buyer stopped.
    await expect(page.getByRole('heading', { name: 'Endereço' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Endereço' })).toBeVisible();
    await page.getByLabel('CEP').pressSequentially('01310100');
    await expect(page.getByLabel('CEP')).toHaveValue('01310-100');
    await page.getByLabel('Logradouro').fill('Avenida Paulista');
    await page.getByLabel('Número').fill('1000');
    await page.getByLabel('Bairro').fill('Bela Vista');
    await pickOption(page, page.locator('#endereco-uf'), 'SP - São Paulo');
    await pickOption(page, page.locator('#endereco-cidade'), 'São Paulo');
    await page.getByRole('button', { name: 'Salvar e continuar' }).click();

    // Step 4: documents, with preview and status, each sent as soon as it is chosen.
    await expect(page.getByRole('heading', { name: 'Documentos' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Documentos' })).toBeVisible();
    const front = page.getByRole('region', { name: 'Documento de identidade com foto (frente)' });
    await front
      .getByLabel(/Escolher arquivo/)
      .setInputFiles({ name: 'frente.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await expect(front.getByText('Em análise')).toBeVisible();
    await expect(front.getByRole('img', { name: /Pré-visualização/ })).toBeVisible();
    const back = page.getByRole('region', { name: 'Documento de identidade com foto (verso)' });
    await back
      .getByLabel(/Escolher arquivo/)
      .setInputFiles({ name: 'verso.png', mimeType: 'image/png', buffer: png });

    // The last document waits for a review of the data, with the time the analysis takes.
    const review = page.getByRole('region', { name: 'Revise e envie para análise' });
    await expect(review).toContainText('Maria');
    await expect(review).toContainText('verso.png');
    await expect(review).toContainText('costuma levar até 2 dias úteis');
    await review.getByRole('button', { name: 'Enviar para análise' }).click();

    await expect(page.getByRole('heading', { name: 'Cadastro em análise' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Situação da conta' })).toContainText('Cadastro em análise');
    await expect(page.getByRole('link', { name: 'Verificar conta' })).toHaveCount(0);

    // A buyer is not staff: the back office does not exist for them (a real 404, decided by the server).
    const refused = await page.goto('/backoffice');
    expect(refused?.status()).toBe(404);
    await expect(page.getByText('Esta página circulou para outro lugar')).toBeVisible();
    await expectTabTitleOnceSettled(page, 'Página não encontrada | Circula');

    // Staff: another browser, signed up and granted the support role.
    const staffContext = await browser.newContext();
    const staffPage = await staffContext.newPage();
    const staff = await signUpThroughApi(staffPage.request, 'suporte', 'Equipe de Suporte');
    await grantStaffRole(staffPage.request, staff.email);
    await staffPage.goto('/backoffice');
    await expect(staffPage.getByRole('heading', { name: 'Cadastros de compradores' })).toBeVisible();
    const row = staffPage.getByRole('row').filter({ hasText: username });
    await expect(row).toContainText(/\*\*\*\.\d{3}\.\d{3}-\*\*/);
    await row.getByRole('link', { name: 'Maria da Silva' }).click();

    await expect(staffPage.getByRole('heading', { name: 'Maria da Silva' })).toBeVisible();
    await expect(staffPage.getByRole('button', { name: 'Aprovar cadastro: cadastro' })).toBeDisabled();
    for (const label of [
      'Documento de identidade com foto (frente)',
      'Documento de identidade com foto (verso)',
    ]) {
      const section = staffPage.getByRole('region', { name: label });
      await section.getByRole('button', { name: 'Ver documento' }).click();
      await expect(section.getByRole('img', { name: label })).toBeVisible();
      await section.getByRole('button', { name: `Aprovar documento: ${label}` }).click();
      await expect(section.getByText('Aprovado', { exact: true })).toBeVisible();
    }
    await staffPage.getByRole('button', { name: 'Aprovar cadastro: cadastro' }).click();
    await expect(staffPage.getByText('Situação: Aprovado')).toBeVisible();

    // The buyer page: verified, with the verification in the audit trail.
    await staffPage.getByRole('link', { name: 'Página do comprador' }).click();
    await expect(staffPage.getByText('Situação: Verificado')).toBeVisible();
    // By now the server holds the staff member's session too, and the tab names the page and the back office.
    await expect(staffPage).toHaveTitle('Comprador · Back office | Circula');
    await expect(staffPage.getByRole('region', { name: 'Auditoria' })).toContainText('Comprador verificado');
    await staffContext.close();

    // Back to the buyer: the seal, no pending banner, no verify link.
    await page.goto('/conta');
    await expect(page.getByRole('heading', { name: 'Perfil' })).toBeVisible();
    await expect(page.getByText('Conta verificada').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Verificar conta' })).toHaveCount(0);
    await expect(page.getByText('Cadastro em análise')).toHaveCount(0);
    await expect(page.getByText('Você ainda não deu lances')).toBeVisible();
    await expect(page.getByText('Esta sessão')).toBeVisible();
  });

  test('a visitor who is not signed in gets a 404 from the back office', async ({ page }) => {
    // A section's page has a title of its own for staff; a visitor's tab names none of it.
    for (const path of ['/backoffice/auditoria', '/backoffice']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByText('Esta página circulou para outro lugar')).toBeVisible();
      await expectTabTitleOnceSettled(page, 'Página não encontrada | Circula');
    }
    await page.getByRole('link', { name: 'Ir para a página inicial' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
