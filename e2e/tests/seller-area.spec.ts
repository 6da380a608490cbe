import type { BrowserContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { acceptCookies, apiUrl } from './support';

// The demo seller's pending conditional sale (a winning bid below the reserve): its reader sees it and cannot
// answer; its administrator accepts it from /vendedor and finds it among the accepted ones.

const demoPassword = 'circula-demo-2026';

async function signInAs(context: BrowserContext, email: string) {
  const response = await context.request.post(`${apiUrl}/auth/signin/credentials`, {
    data: { email, password: demoPassword },
  });
  expect(response.ok(), `sign-in of ${email}`).toBe(true);
}

test('a seller reads its conditional sales, and its administrator accepts one', async ({ browser }) => {
  const readerContext = await browser.newContext();
  await signInAs(readerContext, 'vendedor.leitura.demo@example.com');
  const reader = await readerContext.newPage();
  await reader.goto('/vendedor');
  await acceptCookies(reader);
  const pendingForReader = reader.getByRole('list', { name: 'Aguardando resposta' }).getByRole('listitem');
  await expect(pendingForReader.first()).toBeVisible();
  await expect(pendingForReader.first()).toContainText('Preço de reserva');
  await expect(pendingForReader.first()).toContainText('(horário de Brasília)');
  await expect(pendingForReader.first()).toContainText('Só o administrador da empresa pode aceitar');
  await expect(reader.getByRole('button', { name: /Aceitar venda/ })).toHaveCount(0);
  await readerContext.close();

  const adminContext = await browser.newContext();
  await signInAs(adminContext, 'vendedor.demo@example.com');
  const admin = await adminContext.newPage();
  await admin.goto('/conta');
  await acceptCookies(admin);
  await admin.getByRole('link', { name: 'Ver as vendas condicionais dos seus eventos' }).click();
  await expect(admin).toHaveURL(/\/vendedor$/);
  const pending = admin.getByRole('list', { name: 'Aguardando resposta' }).getByRole('listitem');
  const first = pending.first();
  const heading = (await first.getByRole('heading').textContent())?.trim() ?? '';
  const lotNumber = /Lote (\d+)/.exec(heading)?.[1];
  expect(lotNumber).toBeTruthy();
  const before = await pending.count();
  await first.getByRole('button', { name: /Aceitar venda por R\$/ }).click();
  // Selling below the reserve is confirmed against the reserve first.
  const confirm = admin.getByRole('alertdialog', { name: 'Aceitar a venda abaixo da reserva?' });
  await expect(confirm).toContainText('do preço de reserva de R$');
  await confirm.getByRole('button', { name: /Confirmar venda por R\$/ }).click();
  await expect(
    admin.getByRole('status').filter({ hasText: `Venda do lote ${lotNumber} aceita` }),
  ).toBeVisible();
  await expect(admin.getByRole('heading', { name: heading })).toHaveCount(0);
  if (before === 1)
    await expect(admin.getByText('Nenhuma venda condicional aguarda sua resposta.')).toBeVisible();

  await admin.getByRole('button', { name: 'Aceitas' }).click();
  await expect(
    admin.getByRole('list', { name: 'Aceitas' }).getByRole('heading', { name: heading }),
  ).toBeVisible();
  await adminContext.close();
});
