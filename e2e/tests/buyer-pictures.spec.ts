import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { acceptCookies, apiUrl, latestMessage, uniqueEmail, waitForHydration } from './support';

// Pictures where people would rather look than read (issue 22, item 6), and favourites that follow the account
// (item 8): a visitor's device list joins the account at sign-in (decision 215).

interface DemoLot {
  id: string;
  title: string;
  bidCount: number;
  listing: { slug: string; title: string; type: string };
}

/** An open demo lot with bids (the demo seeds bid wars on the first open auctions). */
async function demoLotWithBids(): Promise<DemoLot> {
  for (let currentPage = 1; currentPage <= 5; currentPage += 1) {
    const response = await fetch(`${apiUrl}/web/search?status=aberto&currentPage=${currentPage}`);
    const { lots } = (await response.json()) as { lots: DemoLot[] };
    const found = lots.find((lot) => lot.bidCount > 1 && lot.listing.type !== 'DIRECT_SALE');
    if (found) return found;
  }
  throw new Error('no demo lot with bids');
}

async function expectBidChart(page: Page, lot: DemoLot) {
  const chart = page.getByTestId('grafico-lances');
  await expect(chart).toBeVisible();
  const image = chart.getByRole('img');
  await expect(image).toHaveAttribute(
    'aria-label',
    new RegExp(`^Evolução dos lances: ${lot.bidCount} lances`),
  );
  await expect(chart.locator('circle')).toHaveCount(lot.bidCount);
  // The current end is marked and labelled.
  await expect(chart.locator('[data-marker="encerramento"] text')).toHaveText(
    /^Encerra \d{2}\/\d{2} \d{2}:\d{2}$/,
  );
  // The picture fits its box: nothing wider than the page.
  const box = await image.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box!.width).toBeGreaterThan(200);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
  // The list stays the detailed source beside the picture.
  await expect(page.getByTestId('historico-lances').getByRole('listitem')).toHaveCount(lot.bidCount);
}

test.describe('Pictures for buyers', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 768 },
  ]) {
    test(`a lot's bids as a chart and an Event's figures at ${viewport.width}×${viewport.height}`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const lot = await demoLotWithBids();

      // The chart is in the first HTML, before any script runs.
      const html = await (await page.request.get(`/lotes/${lot.id}`)).text();
      expect(html).toContain('data-testid="grafico-lances"');
      expect(html).toContain('data-marker="encerramento"');

      await page.goto(`/lotes/${lot.id}`);
      await waitForHydration(page);
      await acceptCookies(page);
      await expectBidChart(page, lot);

      await page.goto(`/eventos/${lot.listing.slug}`);
      const figures = page.getByRole('region', { name: 'O evento em números' });
      await expect(figures).toBeVisible();
      await expect(figures.getByText('Lotes abertos')).toBeVisible();
      await expect(figures.getByText('Lances', { exact: true })).toBeVisible();
      await expect(figures.getByText('Participantes')).toBeVisible();
      await expect(figures.getByText(/encerramento em|Encerra em/).first()).toBeVisible();
      const bids = Number(
        (await figures
          .getByText('Lances', { exact: true })
          .locator('xpath=following-sibling::dd')
          .textContent()) ?? '0',
      );
      expect(bids).toBeGreaterThanOrEqual(lot.bidCount);
      // Near the top: the figures are on the first screen.
      const box = await figures.boundingBox();
      expect(box!.y).toBeLessThan(viewport.height);
    });
  }

  test("a visitor's favourites on this device join the account at sign-in", async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const found = await fetch(`${apiUrl}/web/search?status=aberto`);
    const [first, second] = ((await found.json()) as { lots: DemoLot[] }).lots;

    // A visitor hearts a lot: the list opens with an e-mail, and its link is opened on this device.
    await page.goto(`/lotes/${first!.id}`);
    await waitForHydration(page);
    await acceptCookies(page);
    const visitorEmail = uniqueEmail('aparelho');
    await page.getByRole('button', { name: 'Favoritar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Salvar nos favoritos' });
    await dialog.getByLabel('E-mail').fill(visitorEmail);
    await dialog.getByRole('button', { name: 'Salvar favorito' }).click();
    await expect(dialog).toBeHidden();
    const listLink = /\/favoritos\?lista=[A-Za-z0-9_-]{43}/.exec(
      (await latestMessage(request, visitorEmail)).bodyText,
    )?.[0];
    await page.goto(listLink!);
    await expect(page.getByText(`Lista de ${visitorEmail}`)).toBeVisible();
    const favourites = page.getByRole('list', { name: 'Lotes favoritos' }).getByRole('article');
    await expect(favourites).toHaveCount(1);

    // A second heart goes straight to the device list.
    await page.goto(`/lotes/${second!.id}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Favoritar' }).click();
    await expect(page.getByRole('button', { name: 'Nos favoritos' })).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/favoritos');
    await expect(favourites).toHaveCount(2);

    // Signs in as a demo buyer, whose e-mail is another: the two lots are in the account's favourites.
    // On a phone the account menu is a drawer.
    await page.getByRole('button', { name: 'Menu da conta' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Entrar' }).click();
    const signIn = page.getByRole('dialog', { name: 'Entrar' });
    await signIn.getByLabel('Email', { exact: true }).fill('bruno.demo@example.com');
    await signIn.getByLabel('Senha', { exact: true }).fill('circula-demo-2026');
    await signIn.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(signIn).toBeHidden();
    await expect(page.getByText('Os favoritos deste aparelho agora estão na sua conta.')).toBeVisible();
    await page.goto('/favoritos');
    await expect(page.getByText('Os favoritos da sua conta, em qualquer aparelho.')).toBeVisible();
    const account = page.getByRole('list', { name: 'Lotes favoritos' });
    await expect(account.getByRole('article').filter({ hasText: first!.title })).toHaveCount(1);
    await expect(account.getByRole('article').filter({ hasText: second!.title })).toHaveCount(1);

    // Once: the device forgot the list's token, and its link no longer opens a list to merge again.
    expect(await page.evaluate(() => window.localStorage.getItem('circula:favorites'))).not.toContain(
      listLink!.split('=')[1]!,
    );
    const token = listLink!.split('=')[1]!;
    expect((await request.get(`${apiUrl}/web/favorite-lists/${token}`)).status()).toBe(404);
  });
});
