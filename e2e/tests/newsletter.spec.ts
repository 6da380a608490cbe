import { expect, test } from './fixtures';
import { directApiUrl, latestMessage, pickOption, uniqueEmail, waitForHydration } from './support';

test.describe('newsletter on /termos', () => {
  test('signs up: state → cities load → city → success toast → subscriber stored', async ({
    page,
    request,
  }) => {
    await page.goto('/termos');
    await waitForHydration(page);
    const form = page.locator('#newsletterForm');
    await form.scrollIntoViewIfNeeded();
    const email = uniqueEmail('termos');
    await form.getByLabel('E-mail').fill(email);
    await expect(form.getByText('Selecione um estado')).toBeVisible();
    await pickOption(page, form.getByLabel('Estado'), 'Santa Catarina');
    await pickOption(page, form.getByLabel('Cidade'), 'Blumenau');

    const dataLayerBefore = await page.evaluate(
      () => (window as unknown as { dataLayer?: unknown[] }).dataLayer?.length ?? 0,
    );
    await form.getByRole('button', { name: 'Cadastrar' }).click();
    await expect(
      page.getByText('Parabéns! Email cadastrado com sucesso para receber nossas newsletters!'),
    ).toBeVisible();

    const stored = await request.get(
      `${directApiUrl}/dev/newsletter-subscribers/${encodeURIComponent(email)}`,
    );
    expect(stored.ok()).toBe(true);
    expect(await stored.json()).toEqual({ email, state: 'SC', city: 'BLUMENAU', source: 'terms' });

    const event = await page.evaluate(() => {
      const layer = (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [];
      return layer.at(-1);
    });
    expect(dataLayerBefore).toBeGreaterThanOrEqual(0);
    expect(event).toMatchObject({ event: 'newsletter_sign_up', source: 'terms' });
    expect(String(event?.emailHash)).toMatch(/^[0-9a-f]{64}$/);

    // Double opt-in: the form says where to look, and the address is confirmed by the link mailed to it.
    await expect(form.getByRole('status')).toContainText(`Confira a caixa de entrada de ${email}`);
    const mail = await latestMessage(request, email);
    expect(mail.subject).toBe('Confirme sua inscrição na newsletter da Circula');
    const link = /https?:\/\/\S+\/newsletter\/confirmar\?t=[\w-]+/.exec(mail.bodyText)?.[0];
    expect(link).toBeDefined();
    await page.goto(link!);
    await expect(page.getByRole('heading', { name: 'Confirmar a inscrição na newsletter' })).toBeVisible();
    await page.getByRole('button', { name: 'Quero receber a newsletter' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Pronto!' })).toHaveText(
      'Pronto! Você vai receber a newsletter da Circula neste e-mail.',
    );
  });

  test('shows the validation messages on submit and clears them as the person types', async ({ page }) => {
    await page.goto('/termos');
    await waitForHydration(page);
    const form = page.locator('#newsletterForm');
    // The form's code loads as it nears the screen and replaces a stand-in; a click while the two swap can
    // press on one and release on the other, which is no click at all. Click once the form itself is there.
    await form.scrollIntoViewIfNeeded();
    await expect(form.getByRole('combobox', { name: 'Estado' })).toBeVisible();
    await form.getByRole('button', { name: 'Cadastrar' }).click();
    await expect(form.getByText('Email é obrigatório')).toBeVisible();
    await expect(form.getByText('Estado é obrigatório')).toBeVisible();
    await expect(form.getByText('Cidade é obrigatória')).toBeVisible();

    await form.getByLabel('E-mail').fill('alguem@example.com');
    await expect(form.getByText('Email é obrigatório')).toBeHidden();
    await pickOption(page, form.getByLabel('Estado'), 'Paraná');
    await expect(form.getByText('Estado é obrigatório')).toBeHidden();
    await expect(form.getByText('Cidade é obrigatória')).toBeVisible();
  });

  test('shows the failure toast when the API cannot be reached', async ({ page }) => {
    await page.goto('/privacidade');
    await waitForHydration(page);
    await page.route('**/web/email/newsletter-subscribers', (route) => route.abort('connectionrefused'));
    const form = page.locator('#newsletterForm');
    await form.getByLabel('E-mail').fill(uniqueEmail('offline'));
    await pickOption(page, form.getByLabel('Estado'), 'Bahia');
    await pickOption(page, form.getByLabel('Cidade'), 'Salvador');
    await form.getByRole('button', { name: 'Cadastrar' }).click();
    await expect(page.getByText('Erro ao cadastrar email! Entre em contato conosco!')).toBeVisible();
  });
});
