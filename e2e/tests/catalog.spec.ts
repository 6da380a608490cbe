import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  acceptCookies,
  apiUrl,
  latestMessage,
  searchLots,
  signUpThroughApi,
  uniqueEmail,
  waitForHydration,
} from './support';

async function axeBlocking(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length} nós)`);
}

test.describe('catalogue', () => {
  test('search from the top bar, filter by state and category, open a lot, its gallery and total, its Event, favourite it', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    await acceptCookies(page);
    const search = page.locator('header input[name="q"]');
    await search.fill('geladeira');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/busca\?q=geladeira$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados para “geladeira”');

    // Filter by state: the facet shows its count, and every card is then in that state.
    const filters = page.getByRole('complementary', { name: 'Filtros' });
    const sp = filters.getByRole('link', { name: /^SP\s*\d+$/ });
    const spCount = Number((await sp.locator('span').last().textContent()) ?? '0');
    expect(spCount).toBeGreaterThan(0);
    await sp.click();
    await expect(page).toHaveURL(/location=SP/);
    await expect(page.getByRole('status').first()).toContainText(`${spCount} lote`);
    const cards = page.getByRole('list', { name: 'Resultados da busca' }).getByRole('article');
    await expect(cards).toHaveCount(Math.min(spCount, 24));
    for (const text of await cards.allTextContents()) expect(text).toContain('- SP');

    // Then by category, keeping the state.
    await filters.getByRole('link', { name: /^Eletros\s*\d+$/ }).click();
    await expect(page).toHaveURL(
      /location=SP&category=eletros|category=eletros.*location=SP|location=SP.*category=eletros/,
    );
    await expect(page.getByRole('list', { name: 'Filtros ativos' })).toContainText('Categoria: Eletros');
    await expect(page.getByRole('list', { name: 'Filtros ativos' })).toContainText('Local: SP');
    for (const text of await cards.allTextContents()) {
      expect(text).toContain('Eletros');
      expect(text).toContain('- SP');
    }

    // Open the first lot.
    const firstTitle = (await cards.first().getByRole('heading').textContent())?.trim() ?? '';
    await cards.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/lotes\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstTitle);
    await waitForHydration(page);

    // Gallery: the first photo, keys and buttons move through the photos, the zoom view opens and closes.
    const gallery = page.getByRole('region', { name: `Fotos de ${firstTitle}` });
    const main = gallery.getByRole('img', { name: /foto 1 de \d+/ });
    await expect(main).toBeVisible();
    await expect(main).toHaveAttribute('fetchpriority', 'high');
    // Loaded, not merely present (a busy machine may still be decoding it).
    await expect
      .poll(() => main.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    // Photos come from the page's own origin (the web app's /media in front of the API's), cacheable.
    const photoUrl = new URL(await main.evaluate((image: HTMLImageElement) => image.currentSrc));
    expect(photoUrl.origin).toBe(new URL(page.url()).origin);
    expect(photoUrl.pathname).toMatch(/^\/media\//);
    const photo = await page.request.get(photoUrl.href);
    expect(photo.status()).toBe(200);
    expect(photo.headers()['content-type']).toMatch(/^image\//);
    expect(photo.headers()['cache-control']).toContain('max-age=');
    const count = Number(/de (\d+)/.exec((await main.getAttribute('alt')) ?? '')?.[1] ?? '1');
    if (count > 1) {
      await gallery.getByRole('button', { name: 'Próxima foto' }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(
        gallery.getByRole('img', { name: new RegExp(`foto 3 de ${count}|foto 2 de ${count}`) }),
      ).toBeVisible();
      await page.keyboard.press('Home');
      await expect(gallery.getByRole('img', { name: `${firstTitle} — foto 1 de ${count}` })).toBeVisible();
    }
    await gallery.getByRole('button', { name: /Ampliar foto 1/ }).click();
    const zoom = page.getByRole('dialog');
    await expect(zoom).toBeVisible();
    await zoom.getByRole('button', { name: 'Aproximar' }).click();
    await expect(zoom.getByRole('button', { name: 'Reduzir' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(zoom).toBeHidden();

    // Total a pagar: the price plus, in auctions, 5% commission, plus the administrative fee.
    const total = page.getByRole('region', { name: 'Total a pagar' });
    const auction = /Leilão/.test(
      (await page
        .getByText(/· Lote \d+/)
        .first()
        .textContent()) ?? '',
    );
    const amounts = (await total.locator('dd').allTextContents()).map((text) =>
      Number(text.replace(/[^\d,]/g, '').replace(',', '.')),
    );
    if (auction) {
      await expect(total).toContainText('Comissão do leiloeiro (5%)');
      const [price = 0, commission = 0, fee = 0, sum = 0] = amounts;
      expect(amounts).toHaveLength(4);
      expect(commission).toBeCloseTo(price * 0.05, 1);
      expect(sum).toBeCloseTo(price + commission + fee, 2);
    } else {
      await expect(total).not.toContainText('Comissão');
      const [price = 0, fee = 0, sum = 0] = amounts;
      expect(amounts).toHaveLength(3);
      expect(fee).toBeGreaterThan(0);
      expect(sum).toBeCloseTo(price + fee, 2);
    }
    await expect(page.getByText(/\(horário de Brasília\)/).first()).toBeVisible();

    // Structured data for the lot.
    const lotLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    );
    expect(lotLd).toMatchObject({
      '@type': 'Product',
      name: firstTitle,
      offers: { '@type': 'Offer', priceCurrency: 'BRL' },
    });

    // Favourite it with an e-mail: the list's link goes to that e-mail, and opening it here lists the lot.
    const email = uniqueEmail('favoritos');
    await page.getByRole('button', { name: 'Favoritar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Salvar nos favoritos' });
    await dialog.getByLabel('E-mail').fill('nao-e-email');
    await dialog.getByRole('button', { name: 'Salvar favorito' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Informe um email válido');
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByRole('button', { name: 'Salvar favorito' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Enviamos o link da sua lista para o e-mail informado.')).toBeVisible();
    const listLink = /\/favoritos\?lista=[A-Za-z0-9_-]{43}/.exec(
      (await latestMessage(request, email)).bodyText,
    )?.[0];
    expect(listLink).toBeTruthy();

    // The Event page: conditions, fees in words, auctioneer, Edital and lots.
    await page.getByRole('link', { name: 'Ver o evento e as condições' }).click();
    await expect(page).toHaveURL(/\/eventos\/[a-z0-9-]+$/);
    for (const heading of ['Sobre o evento', 'Visitação', 'Retirada', 'Taxas']) {
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    }
    if (auction) {
      await expect(page.getByText('Comissão do leiloeiro:')).toBeVisible();
      await expect(page.getByText('Leiloeiro oficial')).toBeVisible();
      // A purchase's "Edital do evento" links land here (#edital).
      const edital = page.getByRole('link', { name: 'Baixar o Edital (PDF)' });
      await expect(edital).toBeVisible();
      await expect(edital).toHaveAttribute('id', 'edital');
    } else {
      await expect(page.getByText('Nas vendas diretas não há comissão de leiloeiro.')).toBeVisible();
    }
    // The payment deadline counts from the lot's closing at an auction, from the purchase in a direct sale.
    await expect(page.getByRole('region', { name: 'Retirada', exact: true })).toContainText(
      auction
        ? /(dia útil|dias úteis) após o encerramento do lote\./
        : /(dia útil|dias úteis) após a compra\./,
    );
    await expect(page.getByRole('region', { name: 'Taxas' })).toContainText('Taxa administrativa');
    await expect(
      page.getByRole('list', { name: 'Lotes do evento' }).getByRole('article').first(),
    ).toContainText('Avaliação');
    const eventLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    );
    expect(eventLd['@type']).toBe('Event');

    await page.goto(listLink!);
    await expect(page.getByText(`Lista de ${email}`)).toBeVisible();
    const favourites = page.getByRole('list', { name: 'Lotes favoritos' }).getByRole('article');
    await expect(favourites).toHaveCount(1);
    await expect(favourites.first()).toContainText(firstTitle);
    await expect(
      favourites.first().getByRole('button', { name: `Remover ${firstTitle} dos favoritos` }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  test('sorts and pages the results; page numbers go back to 1 when the order changes', async ({ page }) => {
    await page.goto('/busca');
    await waitForHydration(page);
    await acceptCookies(page);
    await page
      .getByRole('navigation', { name: 'Páginas de resultados' })
      .getByRole('link', { name: 'Próxima' })
      .click();
    await expect(page).toHaveURL(/\/busca\?currentPage=2$/);
    await expect(page.getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    await page.getByLabel('Ordenar por').selectOption('menor-preco');
    await expect(page).toHaveURL(/\/busca\?sort=menor-preco$/);
    const prices = await page
      .getByRole('list', { name: 'Resultados da busca' })
      .getByRole('article')
      .evaluateAll((cards) =>
        cards.map((card) => {
          const match = /(Lance atual|Lance inicial|Preço): R\$\s*([\d.]+,\d{2})/.exec(
            card.textContent ?? '',
          );
          return match ? Number(match[2]!.replace(/\./g, '').replace(',', '.')) : Number.NaN;
        }),
      );
    expect(prices.length).toBeGreaterThan(1);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
  });

  test('an empty search helps: remove filters, see all places, explore categories', async ({ page }) => {
    await page.goto('/busca?q=zzzxxyq&location=AC');
    await expect(page.getByRole('heading', { name: 'Nenhum resultado para “zzzxxyq” em AC' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Veja os resultados em todos os locais' })).toHaveAttribute(
      'href',
      '/busca?q=zzzxxyq&currentPage=1',
    );
    // Every robots rule on it says noindex (Next adds its own to a not-found answer).
    const robotsRules = await page
      .locator('meta[name="robots"]')
      .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content') ?? ''));
    expect(robotsRules.length).toBeGreaterThan(0);
    for (const rule of robotsRules) expect(rule).toMatch(/^noindex/);
  });

  test('home sections, the mobile drawer categories, a category and an opportunity page', async ({
    page,
  }) => {
    await page.goto('/');
    for (const heading of ['Encerrando em breve', 'Abertos agora', 'Em breve', 'Por categoria']) {
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    }
    await expect(
      page.getByRole('list', { name: 'Encerrando em breve' }).getByRole('article').first(),
    ).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await waitForHydration(page);
    await acceptCookies(page);
    const categoriesAnswer = page.waitForResponse((response) =>
      response.url().includes('/web/asset-categories/macros'),
    );
    await page.getByRole('button', { name: 'Menu da conta' }).click();
    await categoriesAnswer;
    const drawer = page.getByRole('navigation', { name: 'Categorias' });
    await expect(drawer.getByRole('link')).toHaveText([
      'Veículos Leves',
      'Imóveis',
      'Informática',
      'Móveis de Escritório',
      'Todas as Categorias',
    ]);
    await drawer.getByRole('link', { name: 'Todas as Categorias' }).click();
    await expect(page).toHaveURL(/\/categorias$/);
    await page.getByRole('link', { name: /^Informática/ }).click();
    await expect(page).toHaveURL(/\/categorias\/informatica$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Informática');
    await expect(
      page.getByRole('list', { name: 'Lotes de Informática' }).getByRole('article').first(),
    ).toBeVisible();

    await page.goto('/oportunidades/veiculos');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Veículos');
    await expect(
      page.getByRole('list', { name: 'Eventos abertos' }).getByRole('article').first(),
    ).toContainText('Veículos');
    expect((await page.goto('/oportunidades/nao-existe'))?.status()).toBe(404);
  });

  test('an auction lot adds the 5% commission to the total and counts down to its end', async ({ page }) => {
    const { lots } = await searchLots('type=AUCTION&status=aberto&sort=encerrando');
    const { lot } = (await (await fetch(`${apiUrl}/web/lots/${lots[0]!.id}`)).json()) as {
      lot: { estimatedValueCents: number | null };
    };
    expect(lot.estimatedValueCents).not.toBeNull();
    await page.goto(`/lotes/${lots[0]!.id}`);
    await waitForHydration(page);
    // The live panel keeps the appraisal beside the bids.
    const appraisal = ((lot.estimatedValueCents ?? 0) / 100).toLocaleString('pt-BR', {
      minimumFractionDigits: 2,
    });
    await expect(page.getByTestId('valor-avaliacao')).toHaveText(
      new RegExp(`^R\\$\\s${appraisal.replace(/\./g, '\\.')}$`),
    );
    const total = page.getByRole('region', { name: 'Total a pagar' });
    await expect(total).toContainText('Comissão do leiloeiro (5%)');
    const [price = 0, commission = 0, fee = 0, sum = 0] = (await total.locator('dd').allTextContents()).map(
      (text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')),
    );
    expect(commission).toBeCloseTo(price * 0.05, 1);
    expect(sum).toBeCloseTo(price + commission + fee, 2);
    const clock = page.getByText(/^(\d+d )?(\d{2}h )?\d{2}m \d{2}s$/);
    const first = await clock.textContent();
    await expect(clock).not.toHaveText(first ?? '', { timeout: 3_000 });
    await expect(page.getByText(/Encerra em .*\(horário de Brasília\)/)).toBeVisible();
  });

  test('sitemap, robots and canonical addresses', async ({ page, request }) => {
    const { lots } = await searchLots('q=geladeira');
    const lot = lots[0]!;
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`/lotes/${lot.id}`);
    expect(sitemap).toContain(`/eventos/${lot.listing.slug}`);
    expect(sitemap).toContain('/categorias/imoveis');
    expect(sitemap).toContain('/oportunidades/queima-de-estoque');
    const robots = await (await request.get('/robots.txt')).text();
    for (const rule of [
      'Disallow: /busca?*',
      'Disallow: /conta',
      'Disallow: /auth',
      'Disallow: /backoffice',
      'Disallow: /vendedor',
    ]) {
      expect(robots).toContain(rule);
    }
    expect(robots).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);

    await page.goto(`/eventos/${lot.listing.slug}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/eventos/${lot.listing.slug}$`),
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /^index/);
    expect((await page.goto('/eventos/evento-que-nao-existe'))?.status()).toBe(404);
    expect((await page.goto('/lotes/00000000-0000-4000-8000-000000000000'))?.status()).toBe(404);
    // An address nothing answers: the site's 404, in its header and footer, kept out of search engines.
    expect((await page.goto('/leiloes/antigos/123'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Esta página circulou para outro lugar');
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Circula — página inicial' }),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page).toHaveTitle('Página não encontrada | Circula');
    // Every robots rule on it says noindex (Next adds its own to a not-found answer).
    const robotsRules = await page
      .locator('meta[name="robots"]')
      .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content') ?? ''));
    expect(robotsRules.length).toBeGreaterThan(0);
    for (const rule of robotsRules) expect(rule).toMatch(/^noindex/);
  });

  test("an Event's visit booking asks a visitor to sign in and tells a buyer not yet verified why not", async ({
    page,
  }) => {
    const { lots } = await searchLots('q=geladeira&status=aberto');
    const eventPath = `/eventos/${lots[0]!.listing.slug}`;
    await page.goto(eventPath);
    await waitForHydration(page);
    const agenda = page.getByRole('region', { name: 'Agenda de visitação e retirada' });
    await expect(agenda).toContainText('Visitação:');
    await expect(agenda).toContainText('Entre para agendar uma visita.');
    await expect(agenda.getByRole('link', { name: 'Entre' })).toHaveAttribute(
      'href',
      `/auth/entrar?nextUrl=${encodeURIComponent(eventPath)}`,
    );

    // Signed in (the page's own request context shares the browser's cookies), the booking itself loads.
    await signUpThroughApi(page.request, { email: uniqueEmail('visita') });
    await page.reload();
    await expect(agenda).toContainText('Só compradores com cadastro verificado podem agendar uma visita.');
    await expect(agenda.getByRole('link', { name: 'Entre' })).toHaveCount(0);
  });

  for (const path of ['/busca?q=geladeira', 'event', 'lot']) {
    test(`axe finds no serious or critical violation on the ${path} page`, async ({ page }) => {
      const { lots } = await searchLots('q=geladeira');
      const target =
        path === 'event'
          ? `/eventos/${lots[0]!.listing.slug}`
          : path === 'lot'
            ? `/lotes/${lots[0]!.id}`
            : path;
      await page.goto(target);
      await waitForHydration(page);
      expect(await axeBlocking(page)).toEqual([]);
    });
  }
});
