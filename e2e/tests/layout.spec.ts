import { expect, test } from './fixtures';
import { pickOption, waitForHydration } from './support';

test.describe('shared layout', () => {
  test('desktop (1280 px): wide logo, desktop placeholder, location default, footer', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(page).toHaveTitle('Circula | Bom pra todo mundo');
    const search = page.locator('header input[name="q"]');
    await expect(search).toHaveAttribute('placeholder', 'O que você esta procurando?');
    await expect(page.getByRole('button', { name: 'Escolher localização' })).toContainText('Todos os locais');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(String(new Date().getFullYear()));
    await expect(footer).toContainText('8h-17h');
    await expect(footer.getByRole('link', { name: /Termos de uso/i })).toBeVisible();
    await expect(footer.getByRole('link', { name: /Política de privacidade/i })).toBeVisible();
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toBe(`http://localhost:${process.env.E2E_WEB_PORT ?? '3000'}`);
  });

  test('mobile (375 px): compact placeholder, mobile location default, nothing overflows', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    const search = page.locator('header input[name="q"]');
    await expect(search).toHaveAttribute('placeholder', 'Buscar');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.goto('/termos');
    const termsOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(termsOverflow).toBeLessThanOrEqual(0);
  });

  test('search submits to /busca with q, then updates q and resets the page there', async ({ page }) => {
    await page.goto('/termos');
    await waitForHydration(page);
    const search = page.locator('header input[name="q"]');
    await search.fill('geladeira');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/busca\?q=geladeira$/);

    await page.goto('/busca?q=geladeira&currentPage=3');
    await waitForHydration(page);
    const again = page.locator('header input[name="q"]');
    await again.fill('cadeira');
    await page.getByRole('button', { name: 'Buscar' }).first().click();
    await expect(page).toHaveURL(/q=cadeira/);
    expect(new URL(page.url()).searchParams.get('currentPage')).toBe('1');
  });

  test('the location dialog filters /busca by city and the label is cut to 8 characters', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Escolher localização' }).click();
    const dialog = page.getByRole('dialog');
    await pickOption(page, dialog.getByLabel('Estado'), 'São Paulo');
    await pickOption(page, dialog.getByLabel('Cidade'), 'Campinas');
    await dialog.getByRole('button', { name: 'Ver itens' }).click();
    await expect(page).toHaveURL(/\/busca\?location=Campinas\+-\+SP/);
    await expect(page.getByRole('button', { name: /Localização: Campinas - SP/ })).toContainText(
      'Campinas...',
    );
  });
});

test.describe('help pages', () => {
  test('the footer leads to how buying works and to support, contact and FAQ', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Como funciona' }).click();
    await expect(page).toHaveURL(/\/como-funciona$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Como funciona');
    const total = page.getByRole('region', { name: 'Quanto você paga' });
    await expect(total.getByRole('row', { name: /Total a pagar/ })).toContainText('R$ 2.250,00');
    await expect(page.getByRole('heading', { name: 'Prorrogação do encerramento' })).toBeVisible();

    await page.getByRole('main').getByRole('link', { name: 'perguntas frequentes' }).click();
    await expect(page).toHaveURL(/\/suporte#FAQ$/);
    const faq = page.getByRole('region', { name: 'Perguntas frequentes' });
    await faq.getByText('Como pago o que arrematei?').click();
    await expect(faq.getByText(/Por PIX/)).toBeVisible();
    const contact = page.getByRole('region', { name: 'Fale conosco' });
    await expect(contact.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(contact.getByRole('link', { name: /WhatsApp|\+55/ })).toHaveAttribute('href', /wa\.me/);
  });

  test('the footer leads to the about page, and none of its own links is a missing page', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const paths = await footer
      .locator('a[href^="/"]')
      .evaluateAll((links) => links.map((link) => (link.getAttribute('href') ?? '').split('#')[0]));
    expect(paths.length).toBeGreaterThan(8);
    for (const path of new Set(paths)) {
      expect((await request.get(path!)).status(), path).toBe(200);
    }

    await footer.getByRole('link', { name: 'Sobre nós' }).click();
    await expect(page).toHaveURL(/\/sobre-nos$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sobre a Circula');
    const sales = page.getByRole('region', { name: 'Como vendemos' });
    await expect(sales).toContainText('Marina Exemplo (JUCESP nº 9.001 — fictício)');
    await page
      .getByRole('region', { name: 'De onde vêm os bens' })
      .getByRole('link', { name: 'Veículos' })
      .click();
    await expect(page).toHaveURL(/\/oportunidades\/veiculos$/);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('asks the person to enable JavaScript', async ({ page }) => {
    await page.goto('/');
    // Playwright's text engine skips <noscript>; the accessibility tree has it when scripts are off.
    await expect(page.getByRole('alert')).toHaveText(
      'Para usar a Circula, ative o JavaScript no seu navegador e recarregue a página.',
    );
  });
});
