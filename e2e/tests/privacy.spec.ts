import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { directApiUrl, signUpThroughApi, uniqueEmail } from './support';

/** The newest e-mail with this subject sent to the address, waiting for the job that sends it. */
async function mailWithSubject(request: APIRequestContext, to: string, subject: string) {
  for (let attempt = 0; attempt < 120; attempt++) {
    const response = await request.get(
      `${directApiUrl}/dev/outbox?${new URLSearchParams({ to, limit: '20' })}`,
    );
    const rows = (await response.json()) as Array<{ subject: string | null; bodyText: string }>;
    const found = rows.find((row) => row.subject === subject);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no "${subject}" for ${to}`);
}

test('the cookie notice shows on the first visit only and remembers the choice', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const notice = page.getByRole('region', { name: 'Aviso de cookies' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('button', { name: 'Aceitar todos' })).toBeVisible();
  await notice.getByRole('button', { name: 'Apenas essenciais' }).click();
  await expect(notice).toBeHidden();
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'circula_cookies')?.value).toBe('essential');

  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('region', { name: 'Aviso de cookies' })).toBeHidden();
  // Without analytics consent no analytics script is on the page.
  expect(await page.locator('script[data-web-analytics]').count()).toBe(0);
});

test('a person downloads their data, asks to delete the account and cancels', async ({ page }) => {
  const user = await signUpThroughApi(page.request, {
    email: uniqueEmail('privacidade'),
    name: 'Paula Privada',
  });
  await page.goto('/conta');
  const notice = page.getByRole('region', { name: 'Aviso de cookies' });
  await notice.getByRole('button', { name: 'Aceitar todos' }).click();
  await expect(notice).toBeHidden();

  const privacy = page.getByRole('region', { name: 'Privacidade' });
  await expect(privacy).toBeVisible();
  await expect(privacy.getByText(/Termos de uso, versão/)).toBeVisible();

  // Download my data: the ZIP link arrives by e-mail and opens.
  await privacy.getByRole('button', { name: 'Solicitar cópia dos meus dados' }).click();
  await expect(privacy.getByRole('list', { name: 'Pedidos de cópia dos dados' })).toBeVisible();
  const mail = await mailWithSubject(page.request, user.email, 'A cópia dos seus dados está pronta');
  const link = /https?:\/\/\S+\/files\?token=\S+/.exec(mail.bodyText)?.[0];
  expect(link).toBeTruthy();
  const zip = await page.request.get(link!);
  expect(zip.status()).toBe(200);
  expect(zip.headers()['content-type']).toBe('application/zip');
  expect((await zip.body()).subarray(0, 2).toString('latin1')).toBe('PK');
  // A second request the same day is refused.
  await privacy.getByRole('button', { name: 'Solicitar cópia dos meus dados' }).click();
  await expect(
    page.getByText('Você já pediu uma cópia dos seus dados nas últimas 24 horas.', { exact: false }),
  ).toBeVisible();

  // Delete my account, confirmed with the e-mail, then cancelled within the 15 days.
  await privacy.getByRole('button', { name: 'Excluir minha conta' }).click();
  await privacy.getByLabel('Digite o seu e-mail ou a sua senha para confirmar').fill(user.email);
  await privacy.getByRole('button', { name: 'Confirmar exclusão' }).click();
  await expect(privacy.getByText('A exclusão da sua conta foi solicitada')).toBeVisible();
  await mailWithSubject(page.request, user.email, 'Recebemos o seu pedido de exclusão de conta');
  await privacy.getByRole('button', { name: 'Cancelar exclusão' }).click();
  await expect(privacy.getByText('A exclusão da sua conta foi solicitada')).toBeHidden();
  await expect(privacy.getByRole('button', { name: 'Excluir minha conta' })).toBeVisible();
});
