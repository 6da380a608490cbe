import type { BrowserContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { makeVerifiedBuyer, signUpThroughApi } from './buyer-support';
import { expect, test } from './fixtures';
import { acceptCookies, apiUrl, directApiUrl } from './support';

// MARKETING creates a banner with desktop and mobile images; the home shows it, sized before its image
// arrives (no layout shift), at a phone's and a laptop's size. Only an eligible buyer (verified, not
// blocked, with a paid purchase: decision 205) sees 'Ofertas Especiais' in the avatar menu.

const demoPassword = 'circula-demo-2026';

/** An instant as <input type="datetime-local"> in horário de Brasília (UTC−3) takes it. */
const brasilia = (time: number) => new Date(time - 3 * 3_600_000).toISOString().slice(0, 16);

const picture = (width: number, height: number, colour: string) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** Sums the layout shifts the page reports (without recent input), from the first paint on. */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const state = window as unknown as { __cls: number };
    state.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) state.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function checkBannerOnHome(context: BrowserContext, alt: string, ratio: number) {
  const page = await context.newPage();
  await watchLayoutShifts(page);
  // Banner images are held back until the page has been measured: the space must be there before them.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/media/banners/**', async (route) => {
    await held;
    await route.continue();
  });
  const banner = page.getByAltText(alt);
  // The web's cached banners (a minute) were read before the banner existed: only the API's
  // revalidation of the cache (decision 207) lets it show now. The revalidation leaves right after the
  // save, without the save waiting for it, so the home is read again until it shows: well within the
  // cache's minute, however busy the machine.
  await expect(async () => {
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(banner).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 15_000, intervals: [500] });
  await banner.scrollIntoViewIfNeeded();
  const before = await banner.boundingBox();
  expect(await banner.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(0);
  release();
  await expect
    .poll(() => banner.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  const after = await banner.boundingBox();
  expect(before).not.toBeNull();
  expect(after).toEqual(before);
  expect(Math.abs(after!.width / after!.height - ratio)).toBeLessThan(0.02);

  // Server-rendered: the HTML of the page already holds the picture with its sizes.
  const html = await (await page.request.get('/')).text();
  expect(html).toContain(`alt="${alt}"`);
  await expect(banner).toHaveAttribute('width', '1600');
  await expect(banner).toHaveAttribute('height', '500');
  await expect(banner.locator('xpath=preceding-sibling::source')).toHaveAttribute('width', '800');
  // The home's banners come after its first items, below the fold: all lazy. (The search and category
  // pages, where they are above the fold, load the first one eagerly.)
  const loading = await page
    .locator('[data-banner-area] img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('loading')));
  expect(loading.length).toBeGreaterThan(1);
  expect(loading.every((value) => value === 'lazy')).toBe(true);
  const search = await page.request.get('/busca');
  expect(await search.text()).toMatch(/data-banner-area[\s\S]*?loading="eager"/);
  const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  expect(cls).toBeLessThan(0.01);
  // The link goes where MARKETING pointed it.
  await expect(banner.locator('xpath=ancestor::a')).toHaveAttribute('href', '/busca?q=banner-e2e');
  await page.close();
}

test('a MARKETING user creates a banner with images and the home shows it without layout shift', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const staffContext = await browser.newContext();
  const page = await staffContext.newPage();
  const staff = await signUpThroughApi(page.request, 'marketing', 'Equipe Marketing');
  const granted = await page.request.post(`${directApiUrl}/dev/roles`, {
    data: { email: staff.email, role: 'CIRCULA_MARKETING', level: 'WRITE' },
  });
  expect(granted.ok()).toBe(true);

  // The MARKETING home lists the sections the navigation opens.
  await page.goto('/backoffice');
  await acceptCookies(page);
  const home = page.getByRole('region', { name: 'Início' });
  await expect(home.getByRole('link', { name: /Ofertas Especiais/ })).toBeVisible();
  await home.getByRole('link', { name: /Banners/ }).click();
  await expect(page).toHaveURL(/\/backoffice\/banners$/);
  await page.getByRole('link', { name: 'Novo banner' }).click();
  await expect(page.getByRole('heading', { name: 'Novo banner' })).toBeVisible();

  const alt = `Banner de teste ${Date.now().toString(36)}`;
  // The home is read (and its banners cached by the web server) before the banner exists.
  const before = await page.request.get('/');
  expect(await before.text()).toContain('data-banner-area');
  await page.getByLabel('Tipo').selectOption('DYNAMIC_LARGE');
  await page.getByLabel('Local').selectOption('HOME');
  // A picture too small is refused with the reason.
  await page.getByLabel('Imagem para desktop').setInputFiles({
    name: 'pequena.png',
    mimeType: 'image/png',
    buffer: await picture(300, 100, '#0a4637'),
  });
  await expect(page.getByText(/pequena demais para este banner/).first()).toBeVisible();
  await page.getByLabel('Imagem para desktop').setInputFiles({
    name: 'desktop.png',
    mimeType: 'image/png',
    buffer: await picture(2000, 700, '#0a4637'),
  });
  await expect(page.getByAltText('Prévia imagem para desktop')).toBeVisible();
  await page.getByLabel('Imagem para celular').setInputFiles({
    name: 'celular.png',
    mimeType: 'image/png',
    buffer: await picture(900, 700, '#f29f0d'),
  });
  await expect(page.getByAltText('Prévia imagem para celular')).toBeVisible();
  // A bad link is explained, and what was typed stays.
  await page.getByLabel('Link').fill('javascript:alert(1)');
  await page.getByLabel('Texto alternativo').fill(alt);
  await page.getByLabel('Início (horário de Brasília)').fill(brasilia(Date.now() - 10 * 60_000));
  await page.getByLabel('Fim (horário de Brasília)').fill(brasilia(Date.now() + 7 * 86_400_000));
  await page.getByRole('button', { name: 'Criar banner' }).click();
  await expect(
    page.getByText(/caminho do site \(começando com \/\) ou um endereço https/).first(),
  ).toBeVisible();
  await expect(page.getByLabel('Texto alternativo')).toHaveValue(alt);
  await page.getByLabel('Link').fill('/busca?q=banner-e2e');
  await page.getByRole('button', { name: 'Criar banner' }).click();
  await expect(page).toHaveURL(/\/backoffice\/banners$/);
  const row = page.getByRole('listitem').filter({ hasText: alt });
  await expect(row.getByTestId('banner-state')).toHaveText('No ar');

  for (const viewport of [
    { width: 390, height: 844, ratio: 800 / 600 },
    { width: 1366, height: 768, ratio: 1600 / 500 },
  ]) {
    const visitor = await browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
    });
    await checkBannerOnHome(visitor, alt, viewport.ratio);
    await visitor.close();
  }

  // Removed in another tab while its editor is open: the editor keeps what it shows and, on its next read
  // (the tab regaining focus), says the banner is no longer available.
  await row.getByRole('link', { name: 'Editar' }).click();
  await expect(page.getByLabel('Texto alternativo')).toHaveValue(alt);
  const list = await staffContext.newPage();
  await list.goto('/backoffice/banners');
  list.once('dialog', (dialog) => void dialog.accept());
  await list.getByRole('listitem').filter({ hasText: alt }).getByRole('button', { name: 'Excluir' }).click();
  await expect(list.getByText('Banner excluído.')).toBeVisible();
  await expect(list.getByRole('listitem').filter({ hasText: alt })).toHaveCount(0);
  await page.bringToFront();
  const notice = page.getByRole('status').filter({ hasText: 'Este registro não está mais disponível' });
  // A read within SWR's two seconds of the last is served from it: focus again until one reaches the API.
  await expect(async () => {
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(notice).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000, intervals: [1_000] });
  await expect(page.getByLabel('Texto alternativo')).toHaveValue(alt);
  await staffContext.close();
});

test('an eligible buyer sees Ofertas Especiais; a buyer without a paid purchase does not', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // Elisa (demo) is verified and paid for a lot.
  const eligible = await browser.newContext();
  const signedIn = await eligible.request.post(`${apiUrl}/auth/signin/credentials`, {
    data: { email: 'elisa.demo@example.com', password: demoPassword },
  });
  expect(signedIn.ok()).toBe(true);
  const page = await eligible.newPage();
  await page.goto('/');
  await acceptCookies(page);
  await page.getByRole('button', { name: 'Menu da conta' }).click();
  const offers = page.getByRole('menu').getByRole('menuitem', { name: 'Ofertas Especiais' });
  await expect(offers).toBeVisible();
  await offers.click();
  await expect(page).toHaveURL(/\/conta#ofertas-especiais$/);
  const section = page.getByRole('region', { name: 'Ofertas Especiais' });
  await expect(section.getByRole('link').first()).toBeVisible();
  await eligible.close();

  // Verified, but nothing paid yet: no menu entry, no section, and the API refuses the list.
  const ineligible = await browser.newContext();
  const buyer = await signUpThroughApi(ineligible.request, 'sem.compra', 'Ivo Sem Compra');
  await makeVerifiedBuyer(ineligible.request, buyer.email);
  const other = await ineligible.newPage();
  await other.goto('/');
  await acceptCookies(other);
  await other.getByRole('button', { name: 'Menu da conta' }).click();
  const menu = other.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Minha Conta' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Ofertas Especiais' })).toHaveCount(0);
  const refused = await ineligible.request.get(`${apiUrl}/web/special-offers`, {
    headers: { authorization: `Bearer ${buyer.accessToken}` },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).code).toBe('SPECIAL_OFFERS_NOT_ALLOWED');
  await other.keyboard.press('Escape');
  await other.goto('/conta');
  await expect(other.getByRole('heading', { name: 'Minha conta', exact: true })).toBeVisible();
  await expect(other.getByRole('region', { name: 'Ofertas Especiais' })).toHaveCount(0);
  await ineligible.close();
});
