import type { BrowserContext, Page } from '@playwright/test';
import { createLiveAuction, makeVerifiedBuyer, signUpThroughApi } from './buyer-support';
import { expect, test } from './fixtures';
import { acceptCookies, apiUrl } from './support';

// Two verified buyers bid on the same lot from two browsers: each sees the other's bid live, a bid in the
// soft-close window extends the countdown on both screens, and at the close one won and the other lost.

const softCloseWindow = 15;
const extension = 25;

async function buyerIn(context: BrowserContext, prefix: string, name: string) {
  const user = await signUpThroughApi(context.request, prefix, name);
  const username = await makeVerifiedBuyer(context.request, user.email);
  return { ...user, username };
}

const remainingMs = async (page: Page) =>
  Number(await page.getByTestId('tempo-restante').getAttribute('data-remaining-ms'));

async function bidTheMinimum(page: Page) {
  const minimum = (await page.getByTestId('lance-minimo').textContent())?.trim() ?? '';
  await page.getByRole('group', { name: 'Lances rápidos' }).getByRole('button', { name: minimum }).click();
  await expect(page.getByTestId('total-do-lance')).toBeVisible();
  await page.getByRole('button', { name: `Dar lance de ${minimum}` }).click();
  await expect(page.getByTestId('retorno-lance')).toContainText(`Lance de ${minimum} registrado`);
  return minimum;
}

test('two buyers bid live: each sees the other, the soft close extends, the winner is told', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const anaContext = await browser.newContext();
  const brunoContext = await browser.newContext();
  const auction = await createLiveAuction(anaContext.request, {
    endsInSeconds: 60,
    softCloseWindowSeconds: softCloseWindow,
    softCloseExtensionSeconds: extension,
  });
  const [ana, bruno] = await Promise.all([
    buyerIn(anaContext, 'ana.lance', 'Ana Lance'),
    buyerIn(brunoContext, 'bruno.lance', 'Bruno Lance'),
  ]);
  // Bruno enrols through the API; Ana through the lot page's dialog.
  const enrolled = await brunoContext.request.post(`${apiUrl}/web/listings/${auction.listingId}/enrolments`, {
    headers: { authorization: `Bearer ${bruno.accessToken}` },
    data: { acceptEdital: true },
  });
  expect(enrolled.status()).toBe(201);

  // Lets the journey cut Ana's live connection the way a network drop does (the page then resumes it).
  await anaContext.addInitScript(() => {
    const Native = window.EventSource;
    const sources: EventSource[] = [];
    Object.assign(window, { liveSources: sources });
    window.EventSource = class extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        sources.push(this);
      }
    };
  });
  const anaPage = await anaContext.newPage();
  const brunoPage = await brunoContext.newPage();
  await Promise.all([anaPage.goto(`/lotes/${auction.lotId}`), brunoPage.goto(`/lotes/${auction.lotId}`)]);
  await acceptCookies(anaPage);
  await acceptCookies(brunoPage);
  await expect(anaPage.getByTestId('lance-minimo')).toHaveText('R$ 500,00');

  await anaPage.getByRole('button', { name: 'Habilitar-se para dar lances' }).click();
  const dialog = anaPage.getByRole('dialog', { name: 'Habilitação no evento' });
  await expect(dialog.getByRole('button', { name: 'Confirmar habilitação' })).toBeDisabled();
  await dialog.getByLabel('Li e aceito o edital deste evento.').check();
  await dialog.getByRole('button', { name: 'Confirmar habilitação' }).click();
  await expect(dialog).toBeHidden();

  // Ana opens at the minimum; Bruno sees it live.
  await bidTheMinimum(anaPage);
  await expect(anaPage.getByTestId('situacao-lance')).toHaveText('Você está vencendo');
  await expect(brunoPage.getByTestId('lance-atual')).toHaveText('R$ 500,00');
  await expect(brunoPage.getByTestId('licitante-atual')).toHaveText(`por ${ana.username}`);
  await expect(brunoPage.getByTestId('historico-lances')).toContainText(ana.username);

  // Ana's connection drops: she is told, and while she is away Bruno covers her bid.
  await anaContext.setOffline(true);
  await anaPage.evaluate(() => {
    for (const source of (window as unknown as { liveSources: EventSource[] }).liveSources) {
      source.close();
      source.dispatchEvent(new Event('error'));
    }
  });
  await expect(anaPage.getByText('Conexão perdida. Reconectando…')).toBeVisible();
  await bidTheMinimum(brunoPage);
  await anaContext.setOffline(false);
  // Back online, the stream resumes where it stopped: Bruno's bid is there, with nothing missing.
  await expect(anaPage.getByText('Conexão perdida. Reconectando…')).toBeHidden({ timeout: 15_000 });
  await expect(brunoPage.getByTestId('situacao-lance')).toHaveText('Você está vencendo');
  await expect(anaPage.getByTestId('lance-atual')).toHaveText('R$ 510,00');
  await expect(anaPage.getByTestId('situacao-lance')).toHaveText('Seu lance foi superado');
  await expect(anaPage.getByTestId('historico-lances').getByRole('listitem')).toHaveCount(2);

  // Into the soft-close window, Ana bids again: both countdowns move forward.
  await expect
    .poll(() => remainingMs(anaPage), { timeout: 60_000 })
    .toBeLessThan((softCloseWindow - 2) * 1000);
  const endBefore = await brunoPage.getByTestId('encerramento').getAttribute('datetime');
  await bidTheMinimum(anaPage);
  for (const page of [anaPage, brunoPage]) {
    await expect(page.getByTestId('prorrogado')).toContainText('Prorrogado');
    await expect.poll(() => remainingMs(page)).toBeGreaterThan(softCloseWindow * 1000);
  }
  const endAfter = await brunoPage.getByTestId('encerramento').getAttribute('datetime');
  expect(Date.parse(endAfter ?? '')).toBeGreaterThan(Date.parse(endBefore ?? ''));
  await expect(brunoPage.getByTestId('situacao-lance')).toHaveText('Seu lance foi superado');

  // The lot closes: Ana won, Bruno sees the result.
  await expect(anaPage.getByTestId('resultado')).toContainText('Você arrematou este lote', {
    timeout: (extension + 15) * 1000,
  });
  await expect(brunoPage.getByTestId('resultado')).toContainText('Lote arrematado', { timeout: 10_000 });
  await expect(brunoPage.getByTestId('resultado')).toContainText(`R$ 520,00 por ${ana.username}`);
  await expect(brunoPage.getByTestId('resultado')).not.toContainText('Você arrematou');

  // The Event page shows the lot closed with its final bid.
  await brunoPage.goto(`/eventos/${auction.listingSlug}`);
  await expect(brunoPage.getByTestId('lote-1')).toContainText('R$ 520,00');
  await expect(brunoPage.getByTestId('lote-1')).toContainText('Encerrou em');

  await anaContext.close();
  await brunoContext.close();
});
