import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { grantSpecialPermission, signUpThroughApi } from './buyer-support';
import { expect, test } from './fixtures';
import { acceptCookies, apiUrl, directApiUrl, searchLots } from './support';

// Every back-office page, the auctioneer area and the account's privacy tab fit a 390 px phone: nothing
// scrolls the page sideways (wide tables scroll inside their own box or become cards). With SHOTS_DIR set,
// each page is also saved as a screenshot at 390×844 and 1366×768 for a person to look at.

const roles = [
  'CIRCULA_BACKOFFICE',
  'CIRCULA_CATALOGGER',
  'CIRCULA_MARKETING',
  'CIRCULA_FINANCE',
  'CIRCULA_TECH',
  'CIRCULA_CUSTOMER_SUPPORT',
] as const;
const specials = ['VIEW_REVENUES', 'APPROVE_BUYER_CREDIT', 'CREATE_USER_LOGIN_LINKS'] as const;

async function overflow(page: Page) {
  return page.evaluate(() => {
    const scroller = document.scrollingElement ?? document.documentElement;
    return { scrollWidth: scroller.scrollWidth, innerWidth: window.innerWidth };
  });
}

/** Waits until the page has settled (no "Carregando..." left), then measures it. */
async function settle(page: Page) {
  // Pages with live updates keep a connection open: network idle is waited for a few seconds at most.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await expect(page.getByText('Carregando...', { exact: true })).toHaveCount(0, { timeout: 15_000 });
}

test('no back-office page scrolls sideways on a 390 px phone', async ({ browser }) => {
  test.setTimeout(300_000);
  const adminContext = await browser.newContext();
  const admin = await signUpThroughApi(adminContext.request, 'tecnologia.celular', 'Tom Tecnologia');
  await adminContext.request.post(`${directApiUrl}/dev/roles`, {
    data: { email: admin.email, role: 'CIRCULA_TECH', level: 'ADMIN' },
  });

  const context = await browser.newContext({
    // Not `isMobile`: a phone browser widens its layout viewport to fit overflowing content, which would
    // hide the very overflow this measures.
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  const staff = await signUpThroughApi(page.request, 'equipe.celular', 'Estela Equipe Completa');
  for (const role of roles) {
    const granted = await page.request.post(`${directApiUrl}/dev/roles`, {
      data: { email: staff.email, role, level: 'ADMIN' },
    });
    expect(granted.ok()).toBe(true);
  }
  for (const permission of specials) {
    await grantSpecialPermission(adminContext.request, admin, staff.userId, permission);
  }
  const listings = (await (
    await page.request.get(`${apiUrl}/backoffice/listings`, {
      headers: { authorization: `Bearer ${staff.accessToken}` },
    })
  ).json()) as { listings: { id: string }[] };
  const listingId = listings.listings[0]?.id;
  expect(listingId).toBeTruthy();
  const lot = (await searchLots('status=aberto')).lots[0];

  const paths = [
    '/backoffice',
    '/backoffice/compradores',
    '/backoffice/pagamentos',
    '/backoffice/receitas',
    '/backoffice/creditos',
    '/backoffice/reembolsos',
    '/backoffice/indicacoes',
    '/backoffice/equipe',
    '/backoffice/leiloeiros',
    '/backoffice/caixa-de-saida',
    '/backoffice/tarefas',
    '/backoffice/auditoria',
    '/backoffice/catalogo',
    '/backoffice/catalogo/novo',
    '/backoffice/catalogo/categorias',
    `/backoffice/catalogo/${listingId}`,
    `/backoffice/catalogo/${listingId}/previa`,
    '/backoffice/emails',
    '/leiloeiro',
    '/conta',
    ...(lot ? [`/eventos/${lot.listing.slug}`] : []),
  ];
  const shots = process.env.SHOTS_DIR;
  if (shots) mkdirSync(shots, { recursive: true });
  const wide = shots
    ? await browser.newContext({
        viewport: { width: 1366, height: 768 },
        locale: 'pt-BR',
        timezoneId: 'America/Sao_Paulo',
      })
    : null;
  const widePage = wide ? await wide.newPage() : null;
  if (wide) await wide.addCookies(await context.cookies());

  await page.goto('/backoffice');
  await acceptCookies(page);
  const tooWide: string[] = [];
  for (const address of paths) {
    await page.goto(address);
    await settle(page);
    const { scrollWidth, innerWidth } = await overflow(page);
    if (scrollWidth > innerWidth || innerWidth > 390)
      tooWide.push(`${address}: ${scrollWidth}px > ${innerWidth}px`);
    if (shots && widePage) {
      const name = address.replace(/^\//, '').replace(/[/?=]/g, '_') || 'home';
      await page.screenshot({ path: path.join(shots, `${name}-390.png`), fullPage: true });
      await widePage.goto(address);
      await settle(widePage);
      await widePage.screenshot({ path: path.join(shots, `${name}-1366.png`), fullPage: true });
    }
  }
  expect(tooWide).toEqual([]);
  await wide?.close();
  await context.close();
  await adminContext.close();
});
