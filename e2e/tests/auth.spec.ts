import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  apiUrl,
  e2ePassword,
  latestCode,
  latestLink,
  oidcIssuerUrl,
  signInThroughApi,
  signUpThroughApi,
  uniqueEmail,
  waitForHydration,
} from './support';

const sha256 = (value: string) => createHash('sha256').update(value.trim().toLowerCase()).digest('hex');

async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: 'Menu da conta' }).click();
  return page.getByRole('menu');
}

/** The menu names a person by their buyer username, else 'Você' (spec §2), then shows the e-mail. */
async function expectSignedInAs(page: Page, email: string, shownName = 'Você') {
  const menu = await openAccountMenu(page);
  await expect(menu.getByText(shownName, { exact: true })).toBeVisible();
  await expect(menu.getByText(email, { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
}

async function expectSignedOut(page: Page) {
  const menu = await openAccountMenu(page);
  await expect(menu.getByText('Entre ou crie uma conta')).toBeVisible();
  await page.keyboard.press('Escape');
}

async function signOutFromMenu(page: Page) {
  const menu = await openAccountMenu(page);
  await menu.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page.getByText('Log out efetuado com sucesso')).toBeVisible();
}

async function signInWithPassword(page: Page, email: string) {
  const menu = await openAccountMenu(page);
  await menu.getByRole('menuitem', { name: 'Entrar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Entrar' });
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Senha', { exact: true }).fill(e2ePassword);
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(dialog).toBeHidden();
}

test.describe('Accounts and authentication', () => {
  test('signs up with the e-mail code, verifies the phone by SMS, signs out and back in with a password', async ({
    page,
  }) => {
    const email = uniqueEmail('cadastro');
    const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
    const phone = `119${digits}`;
    await page.goto('/?ref=amigo-e2e');
    await waitForHydration(page);

    const menu = await openAccountMenu(page);
    await expect(menu.getByText('Entre ou crie uma conta')).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Criar conta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Criar conta' });
    await dialog.getByLabel('Nome completo').fill('Beatriz Cadastro');
    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await dialog.getByRole('button', { name: 'Enviar código' }).click();
    await expect(dialog.getByText(`Enviamos um código de 6 dígitos para ${email}`)).toBeVisible();

    // Every error in Portuguese: a wrong code first, then the declarations left unticked.
    await dialog.getByLabel('Código recebido por email').fill('12');
    await dialog.getByRole('button', { name: 'Criar conta' }).click();
    await expect(dialog.getByText('Informe o código de 6 dígitos enviado para o seu email')).toBeVisible();
    await expect(dialog.getByText('Você precisa declarar que tem 18 anos ou mais')).toBeVisible();

    await dialog.getByLabel('Código recebido por email').fill(await latestCode(page.request, email));
    await dialog.getByLabel('Senha (opcional)').fill(e2ePassword);
    await expect(dialog.getByText(/Força da senha: (média|forte)/)).toBeVisible();
    await dialog.getByLabel('Declaro que tenho 18 anos ou mais.').check();
    await dialog.getByLabel('Declaro que tenho plena capacidade civil.').check();
    await dialog.getByLabel(/Li e aceito os Termos de uso/).check();
    await dialog.getByRole('button', { name: 'Criar conta' }).click();

    await expect(page).toHaveURL(/\/auth\/verificar-telefone\?nextUrl=/);
    await expect(page.getByRole('heading', { name: 'Verificar telefone' })).toBeVisible();
    await page.getByLabel('Celular com DDD').fill('123');
    await page.getByRole('button', { name: 'Enviar código por SMS' }).click();
    await expect(page.getByText('Telefone inválido')).toBeVisible();
    await page.getByLabel('Celular com DDD').fill(phone);
    await expect(
      page.getByText(`Enviaremos um SMS para +55 11 9${digits.slice(0, 4)}-${digits.slice(4)}`),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Enviar código por SMS' }).click();
    await expect(page.getByRole('button', { name: /Reenviar código em \d+s/ })).toBeDisabled();
    await page.getByLabel('Código recebido por SMS').fill('000000');
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /código/i })).toBeVisible();
    await page
      .getByLabel('Código recebido por SMS')
      .fill(await latestCode(page.request, `+5511${phone.slice(2)}`));
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page).toHaveURL(/\/\?ref=amigo-e2e$/);

    // Signed in: 'Você' (no buyer username yet, and never the full name), e-mail, the phone banner gone, the
    // account still to be verified.
    const signedIn = await openAccountMenu(page);
    await expect(signedIn.getByText('Você', { exact: true })).toBeVisible();
    await expect(signedIn.getByText('Beatriz Cadastro')).toHaveCount(0);
    await expect(signedIn.getByText(email)).toBeVisible();
    await expect(signedIn.getByText('Telefone não verificado')).toHaveCount(0);
    await expect(signedIn.getByText('Conta não verificada', { exact: true }).first()).toBeVisible();
    for (const item of ['Minha Conta', 'Anuncie na Circula', 'Ajuda', 'Sair']) {
      await expect(signedIn.getByRole('menuitem', { name: item })).toBeVisible();
    }
    await expect(signedIn.getByRole('menuitem', { name: 'Ajuda' })).toHaveAttribute('href', '/suporte');
    await page.keyboard.press('Escape');

    // Analytics identity: user id and SHA-256 of e-mail and phone in the data layer.
    const identity = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [])
        .filter((entry) => entry.event === 'user_identified')
        .at(-1),
    );
    expect(identity).toMatchObject({ emailHash: sha256(email), phoneHash: sha256(`+5511${phone.slice(2)}`) });
    expect(identity?.userId).toMatch(/^[0-9a-f-]{36}$/);

    await signOutFromMenu(page);
    await expectSignedOut(page);
    await expect(page).toHaveURL(/\/\?ref=amigo-e2e$/);

    await signInWithPassword(page, email);
    await expectSignedInAs(page, email);
  });

  test('refuses a wrong password in Portuguese and signs in with a magic link', async ({ page }) => {
    const account = await signUpThroughApi(page.context().request, { name: 'Marcos Link' });
    await page.context().clearCookies();
    await page.goto('/busca?q=cadeira');
    await waitForHydration(page);
    await expectSignedOut(page);

    const menu = await openAccountMenu(page);
    await menu.getByRole('menuitem', { name: 'Entrar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Entrar' });
    await dialog.getByLabel('Email', { exact: true }).fill(account.email);
    await dialog.getByLabel('Senha', { exact: true }).fill('senha-errada');
    await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(dialog.getByRole('alert')).toContainText('Email ou senha');

    await dialog.getByRole('button', { name: 'Receber link por e-mail' }).click();
    await expect(dialog.getByText(`Enviamos um link para ${account.email}`)).toBeVisible();
    const link = await latestLink(page.request, account.email);
    expect(link).toContain('nextUrl=%2Fbusca%3Fq%3Dcadeira');
    await page.goto(link);
    await expect(page).toHaveURL(/\/busca\?q=cadeira$/);
    await waitForHydration(page);
    await expectSignedInAs(page, account.email);
  });

  test('signs in with Google against the local issuer and returns to the page', async ({ page }) => {
    const email = uniqueEmail('google');
    await page.request.post(`${oidcIssuerUrl}/e2e/identity`, {
      data: { sub: `google-${Date.now()}`, email, email_verified: true, name: 'Gustavo Google' },
    });
    await page.goto('/termos');
    await waitForHydration(page);
    const menu = await openAccountMenu(page);
    await menu.getByRole('menuitem', { name: 'Entrar' }).click();
    const google = page
      .getByRole('dialog', { name: 'Entrar' })
      .getByRole('link', { name: 'Entrar com Google' });
    await expect(google).toHaveAttribute('href', /\/api\/proxy\/auth\/signin\/google\?nextUrl=%2Ftermos$/);
    await google.click();

    // A new account makes the sign-up declarations first (spec §5), then goes back to the page.
    await expect(page).toHaveURL(/\/auth\/concluir-cadastro\?nextUrl=%2Ftermos$/);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Concluir cadastro' })).toBeVisible();
    await page.getByRole('button', { name: 'Concluir cadastro' }).click();
    await expect(page.getByText('Você precisa declarar que tem 18 anos ou mais')).toBeVisible();
    await page.getByLabel('Declaro que tenho 18 anos ou mais.').check();
    await page.getByLabel('Declaro que tenho plena capacidade civil.').check();
    await page.getByLabel(/Li e aceito os Termos de uso/).check();
    await page.getByRole('button', { name: 'Concluir cadastro' }).click();
    await expect(page).toHaveURL(/\/termos$/);
    await waitForHydration(page);
    await expectSignedInAs(page, email);
  });

  test('a second tab follows sign-in and sign-out', async ({ context }) => {
    const account = await signUpThroughApi(context.request, { name: 'Clara Abas' });
    await context.clearCookies();
    const first = await context.newPage();
    const second = await context.newPage();
    for (const page of [first, second]) {
      await page.goto('/');
      await waitForHydration(page);
      await expectSignedOut(page);
    }
    await signInWithPassword(first, account.email);
    await expectSignedInAs(first, account.email);
    await expectSignedInAs(second, account.email);

    await signOutFromMenu(first);
    await expectSignedOut(second);
    // The session really ended: a reload in the second tab stays signed out.
    await second.reload();
    await waitForHydration(second);
    await expectSignedOut(second);
  });

  test('a 401 mid-session lands on /auth/entrar with nextUrl and returns after sign-in', async ({
    page,
    request,
  }) => {
    // Signed in through the API with the page's cookie jar: the journey is about the 401, not the sign-in.
    const account = await signUpThroughApi(page.context().request, { name: 'Rita Sessão' });
    const browserSession = accessTokenSession(account.accessToken);
    await page.goto('/auth/verificar-telefone');
    await expect(page.getByLabel('Celular com DDD')).toBeVisible();

    // The session is ended from another device.
    const other = await signInThroughApi(request, account.email);
    const revoked = await request.delete(`${apiUrl}/web/users/${account.userId}/sessions/${browserSession}`, {
      headers: { authorization: `Bearer ${other.accessToken}` },
    });
    expect(revoked.ok()).toBe(true);

    // The page's next call to the API gets 401: the SMS code asked for here, or the notifications bell's
    // count if that comes first. Either way the visitor lands on sign-in with the page to come back to.
    const signInUrl = /\/auth\/entrar\?nextUrl=%2Fauth%2Fverificar-telefone$/;
    await expect(async () => {
      if (!signInUrl.test(page.url())) {
        await page.getByLabel('Celular com DDD').fill('11912345678', { timeout: 2_000 });
        await page.getByRole('button', { name: 'Enviar código por SMS' }).click({ timeout: 2_000 });
      }
      await expect(page).toHaveURL(signInUrl, { timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Senha', { exact: true }).fill(e2ePassword);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL(/\/auth\/verificar-telefone$/);
    await expect(page.getByLabel('Celular com DDD')).toBeVisible();
  });

  test('signed-out visitors are sent from the verification pages to sign in', async ({ page }) => {
    await page.goto('/auth/verificar-conta');
    await expect(page).toHaveURL(/\/auth\/entrar\?nextUrl=%2Fauth%2Fverificar-conta$/);
    await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  });

  test('/conta answers a signed-out visitor with a redirect from the server, not a page', async ({
    request,
  }) => {
    const response = await request.get('/conta', { maxRedirects: 0 });
    expect([302, 307]).toContain(response.status());
    expect(response.headers().location).toMatch(/\/auth\/entrar\?nextUrl=%2Fconta$/);
  });
});

function accessTokenSession(token: string): string {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')).sid;
}
