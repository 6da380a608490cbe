import { expect, test } from './fixtures';
import { acceptCookies, signUpThroughApi, uniqueEmail } from './support';

// When the API cannot be reached every read of a page fails together: the page keeps what it showed and one
// notice says so for all of it, instead of a line under each card (decision 294).

const noticeText =
  'Sem conexão com a Circula. O que aparece na página é da última leitura; tentaremos de novo assim que a conexão voltar.';

test('a lost connection is said once for "Minha conta", whose cards stay, and the notice leaves with it', async ({
  page,
  context,
}) => {
  await signUpThroughApi(page.request, { email: uniqueEmail('conexao'), name: 'Nina Conexão' });
  await page.goto('/conta');
  await acceptCookies(page);
  const privacy = page.getByRole('region', { name: 'Privacidade' });
  await expect(privacy.getByText(/Termos de uso, versão/)).toBeVisible();
  const sessions = page.getByRole('region', { name: 'Sessões ativas' });
  await expect(sessions).toBeVisible();

  // The API stops answering the page's reads (the session's own calls still go through).
  let cut = true;
  await page.route('**/api/proxy/web/**', (route) =>
    cut && !route.request().url().includes('/stream')
      ? route.abort('internetdisconnected')
      : route.continue(),
  );
  // SWR asks again on focus at most every 5 s from the page's first reads.
  await page.waitForTimeout(5_500);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(page.getByRole('status').filter({ hasText: noticeText })).toBeVisible();
  await expect(page.getByText(/^Não foi possível atualizar/)).toHaveCount(0);
  await expect(privacy.getByText(/Termos de uso, versão/)).toBeVisible();
  await expect(sessions).toBeVisible();

  // Reads answer again: the notice leaves, and no card says it is out of date.
  cut = false;
  await page.waitForTimeout(5_500);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(page.getByText(noticeText)).toBeHidden();
  await expect(page.getByText(/^Não foi possível atualizar/)).toHaveCount(0);

  // The browser itself goes offline and back.
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: noticeText })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText(noticeText)).toBeHidden();
});
