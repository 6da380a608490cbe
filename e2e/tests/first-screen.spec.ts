import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { latestCode, uniqueEmail } from './support';

// The first screen of a first visit (issue #22): on a phone an item is above the fold and the cookie notice
// covers none of it; on a laptop the sign-up dialog's button can be reached.

/** The element the browser would click at the centre of the locator's box: is it inside the locator? */
async function reachableAtCentre(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((css) => {
    const target = document.querySelector(css);
    if (!target) return false;
    const box = target.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + Math.min(box.height / 2, 20));
    return hit !== null && (target === hit || target.contains(hit));
  }, selector);
}

test.describe('first screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('on a phone, a first visit sees an item above the fold, not covered by the cookie notice', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Aviso de cookies' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Boas-vindas' })).toBeVisible();
    const card = page.locator('[data-card]').first();
    await expect(card).toBeVisible();
    const box = await card.boundingBox();
    expect(box).not.toBeNull();
    // The card's title is on the first screen and is what a tap there reaches.
    const title = card.getByRole('link').first();
    await expect(title).toBeInViewport();
    const titleBox = await title.boundingBox();
    expect((titleBox?.y ?? 844) + (titleBox?.height ?? 0)).toBeLessThanOrEqual(844);
    expect(await reachableAtCentre(page, '[data-card] a')).toBe(true);
    // The call to action of the first screen is not under the notice either.
    const cta = page.getByRole('link', { name: 'Ver oportunidades', exact: true });
    await expect(cta).toBeInViewport();
  });
});

test.describe('sign-up on a laptop', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('the sign-up dialog fits the screen and its submit button is reachable', async ({ page }) => {
    const email = uniqueEmail('tela.cheia');
    await page.goto('/');
    await page
      .getByRole('region', { name: 'Boas-vindas' })
      .getByRole('button', { name: 'Criar conta' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Criar conta' });
    await dialog.getByLabel('Nome completo').fill('Tela Cheia');
    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await dialog.getByRole('button', { name: 'Enviar código' }).click();
    await expect(dialog.getByLabel('Código recebido por email')).toBeVisible();

    // The full form (code, password, three declarations) is taller than the window: the dialog stays within
    // the window and scrolls inside, so its button comes into view.
    const frame = await dialog.boundingBox();
    expect(frame!.y).toBeGreaterThanOrEqual(0);
    expect(frame!.y + frame!.height).toBeLessThanOrEqual(768);
    await dialog.getByLabel('Código recebido por email').fill(await latestCode(page.request, email));
    await dialog.getByLabel('Declaro que tenho 18 anos ou mais.').check();
    await dialog.getByLabel('Declaro que tenho plena capacidade civil.').check();
    await dialog.getByLabel(/Li e aceito os Termos de uso/).check();
    const submit = dialog.getByRole('button', { name: 'Criar conta', exact: true });
    await submit.scrollIntoViewIfNeeded();
    await expect(submit).toBeInViewport({ ratio: 1 });
    await submit.click();
    await expect(page).toHaveURL(/\/auth\/verificar-telefone/);
  });
});
