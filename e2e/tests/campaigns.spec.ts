import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { acceptCookies, apiUrl, directApiUrl, uniqueEmail, webUrl } from './support';

// The demo's newsletter team (apps/api/src/db/seed/seed-demo-newsletter.ts) and its password.
const demoPassword = 'circula-demo-2026';
const author = 'marketing.demo@example.com';
const approver = 'aprovacao.demo@example.com';

async function signIn(request: APIRequestContext, email: string) {
  const response = await request.post(`${apiUrl}/auth/signin/credentials`, {
    data: { email, password: demoPassword },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

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

test('marketing composes a campaign, another person approves it, and a subscriber unsubscribes from the e-mail', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const subscriber = uniqueEmail('assinante');
  const subscribed = await page.request.post(`${apiUrl}/web/email/newsletter-subscribers`, {
    data: { email: subscriber, state: 'RR', city: 'Boa Vista', source: 'home' },
  });
  expect(subscribed.status()).toBe(201);
  // A new address receives campaigns only once it confirmed through the link mailed to it.
  const welcome = await mailWithSubject(
    page.request,
    subscriber,
    'Confirme sua inscrição na newsletter da Circula',
  );
  const firstLink = /\/newsletter\/confirmar\?t=([\w-]+)/.exec(welcome.bodyText)?.[1];
  expect(firstLink).toBeDefined();
  const confirmedFirst = await page.request.post(
    `${apiUrl}/web/newsletter/confirmation?t=${encodeURIComponent(firstLink!)}`,
  );
  expect(confirmedFirst.status()).toBe(200);
  const subject = `Leilões de Roraima ${Date.now()}`;

  // The author composes: content blocks, the audience by state and city, its size previewed.
  await signIn(page.request, author);
  await page.goto('/backoffice');
  await acceptCookies(page);
  await page
    .getByRole('navigation', { name: 'Seções do back office' })
    .getByRole('link', { name: 'Campanhas' })
    .click();
  await expect(page.getByRole('heading', { name: 'Campanhas de newsletter' })).toBeVisible();
  await page.getByRole('link', { name: 'Nova campanha' }).click();
  await page.getByLabel('Assunto').fill(subject);
  await page.getByLabel('Texto de pré-visualização').fill('Os eventos da semana perto de você');
  await page.getByLabel('Texto do parágrafo').fill('Separamos os melhores leilões da semana para você.');
  await page.getByRole('button', { name: 'Adicionar botão' }).click();
  await page.getByLabel('Texto do botão').fill('Ver eventos');
  await page.getByLabel('Endereço do botão').fill(`${webUrl}/busca`);
  await page.getByRole('checkbox', { name: 'RR' }).check();
  await page.getByLabel('Cidades (separadas por vírgula; vazio = todas)').fill('Boa Vista');
  await expect(page.getByText(/Público estimado: [1-9]\d* endereço/)).toBeVisible();
  await page.getByRole('button', { name: 'Criar e enviar para aprovação' }).click();
  await expect(page).toHaveURL(/\/backoffice\/campanhas\/[0-9a-f-]{36}$/);
  const campaignUrl = page.url();
  await expect(page.getByTestId('campaign-status')).toHaveText('Aguardando aprovação');
  // The author never approves their own campaign.
  await expect(page.getByRole('button', { name: 'Aprovar campanha' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Enviar teste para mim' }).click();
  await expect(page.getByText(`Teste enviado para ${author}`)).toBeVisible();
  await mailWithSubject(page.request, author, `[Teste] ${subject}`);

  // Another member of staff, with the approval permission, approves; the job sends it.
  const approverContext = await browser.newContext({ baseURL: webUrl, locale: 'pt-BR' });
  const approverPage = await approverContext.newPage();
  await signIn(approverPage.request, approver);
  await approverPage.goto(campaignUrl);
  await acceptCookies(approverPage);
  await approverPage.getByRole('button', { name: 'Aprovar campanha' }).click();
  await expect(approverPage.getByTestId('campaign-status')).toHaveText('Enviada', { timeout: 60_000 });
  await expect(approverPage.getByTestId('campaign-delivered')).toHaveText(/^([1-9]\d*)\/\1$/);
  await approverContext.close();

  // The subscriber opens the unsubscribe link of the e-mail they received and confirms.
  const mail = await mailWithSubject(page.request, subscriber, subject);
  const link = /https?:\/\/\S+\/newsletter\/cancelar\?t=\S+/.exec(mail.bodyText)?.[0];
  expect(link).toBeDefined();
  const subscriberContext = await browser.newContext({ locale: 'pt-BR' });
  const subscriberPage = await subscriberContext.newPage();
  await subscriberPage.goto(link!);
  await acceptCookies(subscriberPage);
  await expect(
    subscriberPage.getByRole('heading', { name: 'Cancelar inscrição na newsletter' }),
  ).toBeVisible();
  await subscriberPage.getByRole('button', { name: 'Confirmar cancelamento' }).click();
  await expect(subscriberPage.getByRole('status')).toHaveText(
    'Pronto! Você não receberá mais a newsletter da Circula neste e-mail.',
  );
  // A tampered link is refused in Portuguese.
  await subscriberPage.goto(`${link!.slice(0, -3)}abc`);
  await subscriberPage.getByRole('button', { name: 'Confirmar cancelamento' }).click();
  await expect(subscriberPage.getByText(/^Este link de cancelamento não é válido\./)).toBeVisible();

  // Named in the form again (by anyone), the address stays out until it confirms through the link it gets.
  const again = await page.request.post(`${apiUrl}/web/email/newsletter-subscribers`, {
    data: { email: subscriber, state: 'RR', city: 'Boa Vista', source: 'footer' },
  });
  expect(again.status()).toBe(201);
  const confirmation = await mailWithSubject(
    page.request,
    subscriber,
    'Confirme que quer voltar a receber a newsletter da Circula',
  );
  const comeBack = /https?:\/\/\S+\/newsletter\/confirmar\?t=[\w-]+/.exec(confirmation.bodyText)?.[0];
  expect(comeBack).toBeDefined();
  await subscriberPage.goto(comeBack!);
  await expect(
    subscriberPage.getByRole('heading', { name: 'Confirmar a inscrição na newsletter' }),
  ).toBeVisible();
  await subscriberPage.getByRole('button', { name: 'Quero receber a newsletter' }).click();
  await expect(subscriberPage.getByRole('status')).toHaveText(
    'Pronto! Você vai receber a newsletter da Circula neste e-mail.',
  );
  await subscriberContext.close();

  // The campaign page counts the unsubscribe.
  await page.goto(campaignUrl);
  await expect(page.getByTestId('campaign-unsubscribes')).toHaveText('1');
});
