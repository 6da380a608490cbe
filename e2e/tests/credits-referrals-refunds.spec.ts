import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { makeVerifiedBuyer } from './buyer-support';
import { expect, test } from './fixtures';
import { acceptCookies, apiUrl, directApiUrl, signUpThroughApi, uniqueEmail } from './support';

// The growth engine and the promise to unhappy buyers: a person signs up through a friend's referral
// link, wins and pays; the referral job credits both with R$ 50,00. Then a buyer asks for a refund by
// credits with a photo; support sees the photo and approves; the buyer's credits grow.

// A real 24×24 JPEG (made with sharp), small enough to keep here.
const jpeg = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAYABgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFgEBAQEAAAAAAAAAAAAAAAAAAAYH/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8AkAJFpAAAAAAD/9k=',
  'base64',
);

interface Won {
  listingId: string;
  lotId: string;
  buyerId: string;
}

/**
 * A closed auction whose one lot the buyer won through the real bidding engine (development route). The
 * seller's door staff sign up on `request`, a context of their own (not the buyer's browser).
 */
async function wonLot(request: APIRequestContext, buyerEmail: string): Promise<Won> {
  const staff = await signUpThroughApi(request, { email: uniqueEmail('porta'), name: 'Paulo Portaria' });
  const created = await request.post(`${directApiUrl}/dev/fulfilment-events`, {
    data: { buyerEmail, staffEmail: staff.email },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as Won;
}

/** Pays the won lot by the simulated PIX; answers the intent. */
async function payWonLot(request: APIRequestContext, accessToken: string, won: Won) {
  const headers = { authorization: `Bearer ${accessToken}` };
  const list = await request.get(`${apiUrl}/web/buyers/${won.buyerId}/payment-intents`, { headers });
  const { paymentIntents } = (await list.json()) as {
    paymentIntents: { id: string; reference: string; totalCents: number; listing: { id: string } }[];
  };
  const intent = paymentIntents.find((candidate) => candidate.listing.id === won.listingId);
  expect(intent).toBeTruthy();
  await request.post(`${apiUrl}/web/buyers/${won.buyerId}/payment-intents/${intent!.id}/method`, {
    headers,
    data: { method: 'PIX' },
  });
  const paid = await request.post(
    `${apiUrl}/web/buyers/${won.buyerId}/payment-intents/${intent!.id}/simulate-pix-payment`,
    { headers },
  );
  expect(paid.status(), await paid.text()).toBe(200);
  return intent!;
}

async function creditsOnAccount(page: Page): Promise<string> {
  await page.goto('/conta');
  await acceptCookies(page);
  const balance = page.getByTestId('credits-balance');
  await expect(balance).toBeVisible();
  // Amounts in reais carry a no-break space after "R$".
  return ((await balance.textContent()) ?? '').replace(/\u00a0/g, ' ');
}

async function newSignedUpContext(
  browser: { newContext: () => Promise<BrowserContext> },
  prefix: string,
  name: string,
) {
  const context = await browser.newContext();
  const user = await signUpThroughApi(context.request, { email: uniqueEmail(prefix), name });
  return { context, user };
}

test('a person who came through a referral link wins and pays; both get R$ 50,00 and the referral qualifies', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  // The referrer: a verified buyer with a personal link.
  const { context: referrerContext, user: referrer } = await newSignedUpContext(
    browser,
    'indica',
    'Marta Indica',
  );
  await makeVerifiedBuyer(referrerContext.request, referrer.email);
  // Before the link exists, every page asks for it (the avatar warns while there is none, in words a screen
  // reader says too) and hears "none yet": not one of the page's requests fails.
  const programme = await referrerContext.newPage();
  const failed: string[] = [];
  programme.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  const lookup = programme.waitForResponse((response) =>
    response.url().endsWith('/api/proxy/web/referrals/link'),
  );
  await programme.goto('/indique-ganhe');
  expect(await (await lookup).json()).toEqual({ userReferralLink: null });
  await expect(programme.getByRole('button', { name: 'Criar meu link de indicação' })).toBeVisible();
  await expect(
    programme.getByRole('button', { name: 'Menu da conta — atenção: pendências na conta' }),
  ).toBeVisible();
  expect(failed).toEqual([]);
  await programme.close();
  const link = await referrerContext.request.post(`${apiUrl}/web/referrals/link`, {
    headers: { authorization: `Bearer ${referrer.accessToken}` },
    data: {},
  });
  expect(link.status(), await link.text()).toBe(201);
  const { userReferralLink } = (await link.json()) as { userReferralLink: { slug: string; url: string } };
  expect(new URL(userReferralLink.url).searchParams.get('ref')).toBe(userReferralLink.slug);

  // The friend opens the link; the site keeps it in an HttpOnly cookie, then the friend signs up.
  const friendContext = await browser.newContext();
  const friendPage = await friendContext.newPage();
  const landed = friendPage.waitForResponse((response) =>
    response.url().endsWith('/api/proxy/auth/referral'),
  );
  await friendPage.goto(`/?ref=${userReferralLink.slug}`);
  expect(await (await landed).json()).toEqual({ accepted: true });
  const cookies = await friendContext.cookies();
  const referralCookie = cookies.find((cookie) => cookie.name.endsWith('_rt_ref'));
  expect(referralCookie).toMatchObject({ value: userReferralLink.slug, httpOnly: true });
  expect(await friendPage.evaluate(() => document.cookie)).not.toContain(userReferralLink.slug);
  const friend = await signUpThroughApi(friendContext.request, {
    email: uniqueEmail('indicada'),
    name: 'Fernanda Indicada',
  });
  await makeVerifiedBuyer(friendContext.request, friend.email);

  // The friend bids, wins (the real bidding engine and closer) and pays by PIX.
  const won = await wonLot(request, friend.email);
  await payWonLot(friendContext.request, friend.accessToken, won);

  // The referral job (durable in production; run now here) qualifies the referral once.
  const job = await friendContext.request.post(`${directApiUrl}/dev/jobs/referrals-and-credits`);
  expect(job.status(), await job.text()).toBe(200);
  expect(((await job.json()) as { referrals: string[] }).referrals).toContain('credited');

  // Both accounts show the bonus; the friend's also shows it in the avatar menu.
  await friendPage.reload();
  expect(await creditsOnAccount(friendPage)).toContain('R$ 50,00');
  await friendPage.getByRole('button', { name: /^Menu da conta/ }).click();
  await expect(friendPage.getByTestId('menu-credits')).toHaveText(/^Créditos: R\$\s50,00$/);
  await friendPage.keyboard.press('Escape');
  const referrerPage = await referrerContext.newPage();
  expect(await creditsOnAccount(referrerPage)).toContain('R$ 50,00');

  await referrerPage.goto('/indique-ganhe');
  // With the link made, the page shows it.
  await expect(referrerPage.getByLabel('Seu link de indicação')).toHaveValue(userReferralLink.url);
  const row = referrerPage.getByTestId('referral-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Fernanda');
  await expect(row).toContainText('Qualificada — bônus creditado');

  await friendContext.close();
  await referrerContext.close();
});

test('a refund by credits: the buyer opens it with a photo, support sees the photo and approves, credits grow', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { context: buyerContext, user: buyer } = await newSignedUpContext(
    browser,
    'reembolso',
    'Rui Reembolso',
  );
  await makeVerifiedBuyer(buyerContext.request, buyer.email);
  const won = await wonLot(request, buyer.email);
  const intent = await payWonLot(buyerContext.request, buyer.accessToken, won);

  const page = await buyerContext.newPage();
  expect(await creditsOnAccount(page)).toContain('R$ 0,00');

  // The buyer asks for the whole purchase back as credits, with a photo of the damage.
  await page.goto(`/conta/compras/${intent.id}/reembolso?lote=${won.lotId}`);
  const form = page.getByRole('form', { name: 'Solicitar reembolso' });
  await form.getByRole('radio', { name: 'Item danificado' }).check();
  await form.getByLabel('Descrição do problema').fill('A mesa chegou com o tampo rachado ao meio.');
  // First a file that only claims to be a photo: the request is opened, its photo refused, nothing is sent.
  await form.getByLabel('Fotos (JPEG ou PNG, até 6)').setInputFiles({
    name: 'tampo.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('isto não é uma foto'),
  });
  await form.getByRole('radio', { name: 'Créditos do valor total da compra' }).check();
  await form.getByRole('checkbox', { name: /^Li e aceito o/ }).check();
  await form.getByRole('button', { name: 'Enviar solicitação' }).click();
  await expect(form.getByRole('alert')).toContainText(
    'Tipo de arquivo não aceito. Envie uma imagem JPEG ou PNG.',
  );
  // The real photo: asking again replaces the request left unsent instead of being refused by it.
  await form.getByLabel('Fotos (JPEG ou PNG, até 6)').setInputFiles({
    name: 'tampo.jpg',
    mimeType: 'image/jpeg',
    buffer: jpeg,
  });
  await form.getByRole('button', { name: 'Enviar solicitação' }).click();
  await expect(page).toHaveURL(/\/conta#reembolsos$/, { timeout: 20_000 });

  // The purchase now shows the request in analysis, and offers no second one for its only lot.
  await page.goto(`/conta/compras/${intent.id}`);
  const sent = page.getByRole('list', { name: 'Reembolsos desta compra' });
  await expect(sent).toContainText(/Reembolso REE-\w+ · Lote \d+: Em análise/);
  await expect(page.getByRole('link', { name: 'Ver recibo' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Solicitar reembolso' })).toHaveCount(0);

  // Support: the refund in the queue, its photo through a signed link, then the approval.
  const { context: staffContext, user: staff } = await newSignedUpContext(browser, 'suporte', 'Sara Suporte');
  const granted = await staffContext.request.post(`${directApiUrl}/dev/roles`, {
    data: { email: staff.email, role: 'CIRCULA_CUSTOMER_SUPPORT', level: 'WRITE' },
  });
  expect(granted.ok()).toBe(true);
  const staffPage = await staffContext.newPage();
  await staffPage.goto('/backoffice/reembolsos');
  await acceptCookies(staffPage);
  const item = staffPage
    .locator('[data-testid^="backoffice-refund-"]')
    .filter({ hasText: 'Mesa de reunião' });
  await expect(item.first()).toBeVisible();
  const mine = item.filter({
    hasText: (await buyerUsername(buyerContext, buyer.accessToken, won.buyerId)) ?? '',
  });
  await mine.getByRole('button').first().click();
  await mine.getByRole('button', { name: /^Ver a foto do comprador$/ }).click();
  const photo = mine.getByRole('img', { name: /^Foto 1 do reembolso REE-/ });
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBe(24);
  await mine.getByRole('button', { name: 'Aprovar reembolso' }).click();
  await expect(staffPage.getByRole('status').filter({ hasText: 'Reembolso aprovado' })).toBeVisible();

  // The buyer's credits grew by the whole purchase.
  const total = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })
    .format(intent.totalCents / 100)
    .replace(/\u00a0/g, ' ');
  expect(await creditsOnAccount(page)).toContain(total);

  await staffContext.close();
  await buyerContext.close();
});

async function buyerUsername(context: BrowserContext, accessToken: string, buyerId: string) {
  const response = await context.request.get(`${apiUrl}/web/buyers/${buyerId}`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  return ((await response.json()) as { buyer: { username: string } }).buyer.username;
}
