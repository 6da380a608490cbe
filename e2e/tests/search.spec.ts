import { expect, test } from './fixtures';
import { acceptCookies, searchLots, waitForHydration } from './support';

// The words Brazilians type, over the demo catalogue (decision 150).
test.describe('search finds the obvious', () => {
  test('carro lists the light vehicles, not carretas nor chargers; suggestions are a keyboard combobox', async ({
    page,
  }) => {
    const lightVehicles = await searchLots('category=veiculos-leves');
    expect(lightVehicles.total).toBeGreaterThan(0);

    await page.goto('/');
    await waitForHydration(page);
    await acceptCookies(page);
    const box = page.getByRole('combobox', { name: 'Buscar itens' });
    await box.fill('carro');
    const list = page.getByRole('listbox', { name: 'Sugestões de busca' });
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(list.getByRole('option').first()).toHaveText(/Veículos Leves/);

    // Enter with nothing chosen searches the words.
    await box.press('Enter');
    await expect(page).toHaveURL(/\/busca\?q=carro$/);
    await expect(page.getByRole('status').first()).toContainText(
      `${lightVehicles.total.toLocaleString('pt-BR')} lotes encontrados`,
    );
    const titles = await page
      .getByRole('list', { name: 'Resultados da busca' })
      .getByRole('article')
      .getByRole('heading')
      .allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.join(' | ')).not.toMatch(/carreta|notebook|celular/i);

    // Arrows choose a suggestion, Enter opens it; Escape closes the list.
    await box.fill('notebo');
    await expect(list.getByRole('option').first()).toBeVisible();
    await box.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await box.press('ArrowDown');
    const chosen = list.getByRole('option', { selected: true });
    await expect(chosen).toHaveText(/^Notebook/);
    await expect(box).toHaveAttribute('aria-activedescendant', (await chosen.getAttribute('id')) ?? '');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/lotes\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Notebook/);
  });

  test('a price range narrows the results and shows as a removable chip', async ({ page }) => {
    await page.goto('/busca?q=geladeira');
    await acceptCookies(page);
    const filters = page.getByRole('complementary', { name: 'Filtros' });
    await filters.getByLabel('Mínimo').fill('1000');
    await filters.getByLabel('Máximo').fill('3000');
    await filters.getByRole('button', { name: 'Aplicar' }).click();
    await expect(page).toHaveURL(/\/busca\?q=geladeira&minPrice=1000&maxPrice=3000$/);
    const expected = await searchLots('q=geladeira&minPrice=1000&maxPrice=3000');
    await expect(page.getByRole('status').first()).toContainText(
      `${expected.total.toLocaleString('pt-BR')} ${expected.total === 1 ? 'lote encontrado' : 'lotes encontrados'}`,
    );
    const chips = page.getByRole('list', { name: 'Filtros ativos' });
    await chips.getByRole('link', { name: 'Remover filtro Até: R$ 3.000' }).click();
    await expect(page).toHaveURL(/\/busca\?q=geladeira&minPrice=1000$/);
  });

  test('a city bounds the state counts', async ({ page }) => {
    await page.goto('/busca?location=Campinas%20-%20SP');
    const answer = await searchLots('location=Campinas%20-%20SP');
    const filters = page.getByRole('complementary', { name: 'Filtros' });
    const states = filters.getByRole('group', { name: 'Estado' }).getByRole('link');
    if (answer.total > 0) {
      await expect(states).toHaveCount(1);
      await expect(states.first()).toHaveText(new RegExp(`^SP\\s*${answer.total}$`));
    } else {
      await expect(states).toHaveCount(0);
    }
  });

  test('on a phone the filters open from the Filtros button and narrow the results', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/busca?q=geladeira');
    await waitForHydration(page);
    await acceptCookies(page);
    const filters = page.getByRole('complementary', { name: 'Filtros' });
    const toggle = filters.getByRole('button', { name: 'Filtros' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const situation = filters.getByRole('group', { name: 'Situação' });
    await expect(situation).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(situation).toBeVisible();
    // The filters are in the page once: the same links serve the phone and the wide screen.
    await expect(page.getByRole('group', { name: 'Situação' })).toHaveCount(1);
    await situation.getByRole('link', { name: /^Aberto/ }).click();
    await expect(page).toHaveURL(/\/busca\?q=geladeira&status=aberto$/);
    const expected = await searchLots('q=geladeira&status=aberto');
    await expect(page.getByRole('status').first()).toContainText(
      `${expected.total.toLocaleString('pt-BR')} ${expected.total === 1 ? 'lote encontrado' : 'lotes encontrados'}`,
    );
  });
});
