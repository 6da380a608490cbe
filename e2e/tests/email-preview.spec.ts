import { signUpThroughApi } from './buyer-support';
import { expect, test } from './fixtures';
import { acceptCookies, directApiUrl } from './support';

test('a TECH staff member previews the e-mail templates in the back office', async ({ page }) => {
  // A new account with the TECH role at the read level only: the back office's navigation leads to the e-mails.
  const staff = await signUpThroughApi(page.request, 'tecnologia', 'Equipe de Tecnologia');
  const granted = await page.request.post(`${directApiUrl}/dev/roles`, {
    data: { email: staff.email, role: 'CIRCULA_TECH', level: 'READ' },
  });
  expect(granted.ok()).toBe(true);
  await page.goto('/backoffice');
  await acceptCookies(page);
  await page
    .getByRole('navigation', { name: 'Seções do back office' })
    .getByRole('link', { name: 'E-mails' })
    .click();
  await expect(page).toHaveURL(/\/backoffice\/emails$/);
  await expect(page.getByRole('heading', { name: 'Modelos de e-mail' })).toBeVisible();

  const templates = page.getByRole('navigation', { name: 'Modelos de e-mail' });
  await expect(templates.getByRole('button')).not.toHaveCount(0);
  await templates.getByRole('button', { name: 'Redefinição de senha' }).click();
  await expect(page.getByRole('heading', { name: 'Assunto: Redefinição de senha da Circula' })).toBeVisible();

  // The HTML part, in a sandboxed frame: the brand, the action and the footer the privacy policy promises.
  const frameElement = page.getByTitle('Pré-visualização do e-mail: Redefinição de senha');
  await expect(frameElement).toHaveAttribute('sandbox', '');
  const frame = page.frameLocator('iframe[title="Pré-visualização do e-mail: Redefinição de senha"]');
  await expect(frame.getByRole('heading', { name: 'Redefina sua senha' })).toBeVisible();
  await expect(frame.getByRole('link', { name: 'Criar nova senha' })).toHaveAttribute(
    'href',
    /^https?:\/\/[^/]+\/auth\/redefinir-senha\?token=exemplo$/,
  );
  await expect(frame.getByRole('link', { name: 'Política de privacidade' })).toBeVisible();

  // The text part under it.
  await expect(
    page.getByText(/Criar nova senha https?:\/\/\S+\/auth\/redefinir-senha\?token=exemplo/),
  ).toBeVisible();

  // Marketing mail carries the way out.
  await templates.getByRole('button', { name: 'Newsletter', exact: true }).click();
  await expect(page.getByText(/Marketing \(com descadastro\)/)).toBeVisible();
  const newsletter = page.frameLocator('iframe[title="Pré-visualização do e-mail: Newsletter"]');
  await expect(newsletter.getByRole('link', { name: 'Cancelar inscrição' })).toBeVisible();
});
