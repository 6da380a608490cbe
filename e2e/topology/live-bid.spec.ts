import type { APIRequestContext, BrowserContext, Page, Response } from '@playwright/test';
import { expect, test } from '../tests/fixtures';

// Through the load balancer: a demo buyer signs in on the site and bids live on a demo auction lot; a
// visitor's page, whose live stream another API process holds, sees each bid arrive. The balancer names
// the API process that answered each call (X-Circula-Api), so the journey knows the bid crossed processes.

const demoPassword = 'circula-demo-2026';
const answeredBy = (response: Response) => response.headers()['x-circula-api'] ?? '';
const buyerEmails = ['ana.demo@example.com', 'bruno.demo@example.com'];

/**
 * An open auction lot of the demo catalogue ending in more than 15 minutes, in an Event both buyers are
 * already enrolled in (the demo enrols them; an Event near its end no longer takes enrolments).
 */
async function lotBothMayBidOn(request: APIRequestContext, emails: string[]): Promise<string> {
  const tokens = await Promise.all(
    emails.map(async (email) => {
      const signIn = await request.post('/api/proxy/auth/signin/credentials', {
        data: { email, password: demoPassword },
      });
      expect(signIn.ok(), `sign-in of ${email}`).toBe(true);
      return ((await signIn.json()) as { accessToken: string }).accessToken;
    }),
  );
  const enrolled = new Map<string, boolean>();
  for (let page = 1; page <= 10; page += 1) {
    const search = await request.get(
      `/api/proxy/web/search?type=AUCTION&status=aberto&sort=encerrando&currentPage=${page}`,
    );
    expect(search.ok()).toBe(true);
    const { lots } = (await search.json()) as {
      lots: { id: string; scheduledEndAt: string; listing: { id: string } }[];
    };
    if (lots.length === 0) break;
    for (const lot of lots) {
      if (Date.parse(lot.scheduledEndAt) < Date.now() + 15 * 60_000) continue;
      if (!enrolled.has(lot.listing.id)) {
        const answers = await Promise.all(
          tokens.map((token) =>
            request.get(`/api/proxy/web/listings/${lot.listing.id}/enrolment`, {
              headers: { authorization: `Bearer ${token}` },
            }),
          ),
        );
        const bodies = await Promise.all(
          answers.map((answer) => answer.json() as Promise<{ enrolment: unknown }>),
        );
        enrolled.set(
          lot.listing.id,
          bodies.every((body) => body.enrolment !== null),
        );
      }
      if (enrolled.get(lot.listing.id)) return lot.id;
    }
  }
  throw new Error('no open demo auction lot that both buyers may bid on');
}

async function signInOnTheSite(context: BrowserContext, email: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/auth/entrar');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth\/entrar/);
  return page;
}

/** Bids the minimum on the lot page; resolves with the amount's text and the API process that took it. */
async function bidTheMinimum(page: Page, lotId: string) {
  const minimum = (await page.getByTestId('lance-minimo').textContent())?.trim() ?? '';
  await page.getByRole('group', { name: 'Lances rápidos' }).getByRole('button', { name: minimum }).click();
  const answer = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/web/lots/${lotId}/bids`) && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: `Dar lance de ${minimum}` }).click();
  const response = await answer;
  expect(response.status()).toBe(201);
  await expect(page.getByTestId('retorno-lance')).toContainText(`Lance de ${minimum} registrado`);
  return { minimum, api: answeredBy(response) };
}

test('a bid taken by one API process arrives live on a page another process streams to', async ({
  browser,
  request,
}) => {
  const lotId = await lotBothMayBidOn(request, buyerEmails);
  // A visitor watches the lot; the balancer says which API process holds the page's live stream.
  const visitor = await browser.newContext();
  const watching = await visitor.newPage();
  let streamApi = '';
  watching.on('response', (response) => {
    if (response.url().includes(`/web/lots/${lotId}/stream`)) streamApi = answeredBy(response);
  });
  await watching.goto(`/lotes/${lotId}`);
  await expect.poll(() => streamApi).not.toBe('');

  // Two demo buyers take turns, so the one bidding is never already the highest.
  const buyers = await Promise.all(
    buyerEmails.map(async (email) => {
      const page = await signInOnTheSite(await browser.newContext(), email);
      await page.goto(`/lotes/${lotId}`);
      const enrol = page.getByRole('button', { name: 'Habilitar-se para dar lances' });
      // Signed in, the panel offers the quick bids, or enrolment first when the buyer is not enrolled yet.
      await expect(enrol.or(page.getByRole('group', { name: 'Lances rápidos' }))).toBeVisible();
      if (await enrol.isVisible()) {
        await enrol.click();
        const dialog = page.getByRole('dialog', { name: 'Habilitação no evento' });
        await dialog.getByLabel('Li e aceito o edital deste evento.').check();
        await dialog.getByRole('button', { name: 'Confirmar habilitação' }).click();
        await expect(dialog).toBeHidden();
      }
      await expect(page.getByTestId('lance-minimo')).toBeVisible();
      return page;
    }),
  );

  const winning = async (page: Page) =>
    (
      (await page
        .getByTestId('situacao-lance')
        .textContent({ timeout: 1_000 })
        .catch(() => '')) ?? ''
    ).includes('Você está vencendo');
  let crossed = false;
  for (let turn = 0; turn < 8 && !crossed; turn += 1) {
    const bidder = (await winning(buyers[0]!))
      ? buyers[1]!
      : (await winning(buyers[1]!))
        ? buyers[0]!
        : buyers[turn % 2]!;
    const bid = await bidTheMinimum(bidder, lotId);
    // The visitor's page (and the other buyer's) shows the bid without reloading, whichever process took it.
    for (const page of [watching, ...buyers])
      await expect(page.getByTestId('lance-atual')).toHaveText(bid.minimum);
    crossed = bid.api !== '' && bid.api !== streamApi;
  }
  expect(crossed, `a bid went through another API process than the stream's (${streamApi})`).toBe(true);
});
