import type { BrowserContext, Page } from '@playwright/test';
import { createLiveAuction, makeVerifiedBuyer, signUpThroughApi } from './buyer-support';
import { expect, test } from './fixtures';
import { acceptCookies, apiUrl } from './support';

// The outbid buyer learns it live wherever they are on the site (a toast and the bell), and the lot page
// tells one story at a time through the outbid, the soft-close extension and the close.

const softCloseWindow = 15;
const extension = 20;

async function enrolledBuyer(context: BrowserContext, prefix: string, name: string, listingId: string) {
  const user = await signUpThroughApi(context.request, prefix, name);
  const username = await makeVerifiedBuyer(context.request, user.email);
  const enrolled = await context.request.post(`${apiUrl}/web/listings/${listingId}/enrolments`, {
    headers: { authorization: `Bearer ${user.accessToken}` },
    data: { acceptEdital: true },
  });
  expect(enrolled.status()).toBe(201);
  return { ...user, username };
}

async function bidTheMinimum(page: Page) {
  const minimum = (await page.getByTestId('lance-minimo').textContent())?.trim() ?? '';
  await page.getByRole('group', { name: 'Lances rápidos' }).getByRole('button', { name: minimum }).click();
  await page.getByRole('button', { name: `Dar lance de ${minimum}` }).click();
  await expect(page.getByTestId('retorno-lance')).toContainText(`Lance de ${minimum} registrado`);
  return minimum;
}

/** Never two standings at once, never "vencendo" beside "superado". */
async function expectOneStanding(page: Page, text: string) {
  await expect(page.getByTestId('situacao-lance')).toHaveText(text);
  await expect(page.getByTestId('situacao-lance')).toHaveCount(1);
  await expect(page.getByTestId('pregao-ao-vivo')).not.toContainText(
    text === 'Você está vencendo' ? 'Seu lance foi superado' : 'Você está vencendo',
  );
}

test('the outbid buyer gets a toast and the bell on another page; the lot page never contradicts itself', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const anaContext = await browser.newContext();
  const brunoContext = await browser.newContext();
  const auction = await createLiveAuction(anaContext.request, {
    endsInSeconds: 45,
    softCloseWindowSeconds: softCloseWindow,
    softCloseExtensionSeconds: extension,
  });
  const [, bruno] = await Promise.all([
    enrolledBuyer(anaContext, 'ana.aviso', 'Ana Aviso', auction.listingId),
    enrolledBuyer(brunoContext, 'bruno.aviso', 'Bruno Aviso', auction.listingId),
  ]);
  const anaPage = await anaContext.newPage();
  const brunoPage = await brunoContext.newPage();
  await Promise.all([anaPage.goto(`/lotes/${auction.lotId}`), brunoPage.goto(`/lotes/${auction.lotId}`)]);
  await acceptCookies(anaPage);
  await acceptCookies(brunoPage);
  await expect(anaPage.getByTestId('situacao-lote')).toHaveText('Aberto');

  await bidTheMinimum(anaPage);
  await expectOneStanding(anaPage, 'Você está vencendo');

  // Ana goes to the home page; Bruno covers her bid once her page listens. A notice made before a page's
  // stream is open reaches its bell on the stream's `ready`, not as a toast, so the bid waits for it: the
  // API answers the stream only after it has subscribed the user.
  const listening = anaPage.waitForResponse(
    (response) => response.url().endsWith('/web/notifications/stream') && response.ok(),
  );
  await anaPage.goto('/');
  await listening;
  await expect(anaPage.getByRole('button', { name: /^Notificações, nenhuma não lida/ })).toBeVisible();
  await bidTheMinimum(brunoPage);
  await expectOneStanding(brunoPage, 'Você está vencendo');
  const toast = anaPage.getByTestId('aviso-ao-vivo');
  await expect(toast).toContainText(/Seu lance no lote \d+ foi superado/);
  await expect(anaPage.getByRole('button', { name: 'Notificações, 1 não lida' })).toBeVisible();

  // The toast leads back to the lot, where the standing is the outbid one alone.
  await toast.getByRole('link', { name: 'Ver o lote' }).click();
  await expect(anaPage).toHaveURL(new RegExp(`/lotes/${auction.lotId}$`));
  await expectOneStanding(anaPage, 'Seu lance foi superado');
  await expect(anaPage.getByTestId('total-a-pagar')).toHaveText('R$ 535,50');

  // In the soft-close window Ana bids again: the end moves on both pages, the standings swap.
  await expect
    .poll(async () => Number(await anaPage.getByTestId('tempo-restante').getAttribute('data-remaining-ms')), {
      timeout: 60_000,
    })
    .toBeLessThan((softCloseWindow - 2) * 1000);
  await bidTheMinimum(anaPage);
  await expectOneStanding(anaPage, 'Você está vencendo');
  await expect(brunoPage.getByTestId('prorrogado')).toContainText('Prorrogado');
  await expectOneStanding(brunoPage, 'Seu lance foi superado');
  await expect(anaPage.getByTestId('total-a-pagar')).toHaveText('R$ 546,00');

  // The close: the badge, the standing, the countdown and the invitation to bid all go at once.
  await expect(anaPage.getByTestId('resultado')).toContainText('Você arrematou este lote', {
    timeout: (extension + 20) * 1000,
  });
  await expect(anaPage.getByTestId('situacao-lote')).toHaveText('Encerrado');
  await expect(anaPage.getByTestId('situacao-lance')).toHaveCount(0);
  await expect(anaPage.getByTestId('lance-minimo')).toHaveCount(0);
  await expect(anaPage.getByTestId('pregao-ao-vivo')).not.toContainText('Seja o primeiro');
  await expect(anaPage.getByTestId('pregao-ao-vivo')).not.toContainText('se o lote for arrematado');
  // The winner's total is the winning bid's: R$ 520,00 + 5%.
  await expect(anaPage.getByTestId('total-a-pagar')).toHaveText('R$ 546,00');
  await expect(brunoPage.getByTestId('resultado')).toContainText('Lote arrematado', { timeout: 10_000 });
  await expect(brunoPage.getByTestId('situacao-lote')).toHaveText('Encerrado');
  await expect(brunoPage.getByTestId('situacao-lance')).toHaveCount(0);
  await expect(brunoPage.getByTestId('total-a-pagar')).toHaveCount(0);
  // Bruno was outbid too: his bell shows it without a reload.
  await expect(brunoPage.getByRole('button', { name: 'Notificações, 1 não lida' })).toBeVisible();
  expect(bruno.username).toBeTruthy();

  await anaContext.close();
  await brunoContext.close();
});
