// Playwright's own `test`: this journey breaks a page on purpose, which the journeys' `test` would fail on.
import { expect, test } from '@playwright/test';
import { PageErrorWatch } from './fixtures';

test.describe('the journeys watch their pages for errors', () => {
  test('a page whose server HTML does not match its first render is reported; the same page untouched is not', async ({
    browser,
  }) => {
    const watch = new PageErrorWatch();
    // A phone's width: the filters' button is shown only there.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    watch.watchContext(context);
    const page = await context.newPage();
    const address = '/busca?q=geladeira';

    // Untouched, the page hydrates (the button opens the filters only once React runs) without a word from React.
    await page.goto(address);
    const filters = page.getByRole('button', { name: 'Filtros' });
    await expect(async () => {
      await filters.click();
      await expect(filters).toHaveAttribute('aria-expanded', 'true', { timeout: 500 });
    }).toPass();
    expect(watch.problems).toEqual([]);

    // The filters' button is a client component: its server text changed, hydration cannot match it.
    let changed = false;
    await page.route(`**${address}`, async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const broken = html.replace(/(aria-controls="[^"]+"[^>]*>)Filtros/, '$1Filtro');
      changed = broken !== html;
      await route.fulfill({ response, body: broken });
    });
    await page.goto(address);
    expect(changed).toBe(true);
    await expect
      .poll(() => watch.problems.map((problem) => problem.message).join('\n'))
      .toMatch(/Minified React error #418/);
    expect(watch.problems[0]!.url).toContain(address);
    await context.close();
  });

  test('an exception a page leaves uncaught is reported with its page', async ({ browser }) => {
    const watch = new PageErrorWatch();
    const page = await browser.newPage();
    watch.watchContext(page.context());
    await page.goto('/');
    expect(watch.problems).toEqual([]);
    await page.evaluate(() => {
      setTimeout(() => {
        throw new TypeError('lance sem lote');
      });
    });
    await expect
      .poll(() => watch.problems)
      .toEqual([{ url: expect.stringMatching(/\/$/), message: 'TypeError: lance sem lote' }]);
    await page.close();
  });

  test("a server error answering one of a page's requests is reported with the request", async ({
    browser,
  }) => {
    const watch = new PageErrorWatch();
    const page = await browser.newPage();
    watch.watchContext(page.context());
    await page.route('**/api/proxy/web/avisos-de-teste', (route) =>
      route.fulfill({ status: 503, json: { code: 'UNAVAILABLE', message: 'Indisponível.' } }),
    );
    await page.goto('/');
    expect(watch.problems).toEqual([]);
    await page.evaluate(() => fetch('/api/proxy/web/avisos-de-teste'));
    await expect
      .poll(() => watch.problems.map((problem) => problem.message))
      .toEqual([expect.stringMatching(/^HTTP 503 GET http:\/\/.+\/api\/proxy\/web\/avisos-de-teste$/)]);
    await page.close();
  });
});
