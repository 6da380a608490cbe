import { createHash } from 'node:crypto';
import { newsletterMessages } from '@circula/domain';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { SWRConfig } from 'swr';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startApi } from '../../../../test/api-server';
import { forwardSiteProxyTo } from '../../../../test/site-proxy';

type Api = Awaited<ReturnType<typeof startApi>>;

let api: Api;
let NewsletterForm: ComponentType<{ source: 'terms' | 'privacy' | 'home' | 'footer' }>;

/** A fresh SWR cache per render, so each test asks the API itself. */
function Providers({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      {children}
      <Toaster position="top-center" toastOptions={{ duration: 5000 }} />
    </SWRConfig>
  );
}

beforeAll(async () => {
  api = await startApi();
  forwardSiteProxyTo(api.url);
  ({ NewsletterForm } = await import('./newsletter-form'));
});

afterAll(async () => {
  vi.restoreAllMocks();
  await api?.close();
});

beforeEach(() => {
  window.dataLayer = [];
});

function renderForm(source: 'terms' | 'privacy' = 'terms') {
  render(
    <Providers>
      <NewsletterForm source={source} />
    </Providers>,
  );
  const form = document.getElementById('newsletterForm') as HTMLFormElement;
  return {
    form,
    email: within(form).getByLabelText('E-mail') as HTMLInputElement,
    state: within(form).getByLabelText('Estado') as HTMLInputElement,
    city: within(form).getByLabelText('Cidade') as HTMLInputElement,
    submit: within(form).getByRole('button', { name: /Cadastr/ }),
  };
}

async function choose(input: HTMLInputElement, search: string, option: string) {
  fireEvent.focus(input);
  fireEvent.keyDown(input, { key: 'ArrowDown', code: 'ArrowDown' });
  fireEvent.change(input, { target: { value: search } });
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

describe('newsletter form', () => {
  it('is the form the spec names, with an e-mail field of type email', () => {
    const { form, email } = renderForm();
    expect(form.id).toBe('newsletterForm');
    expect(email.type).toBe('email');
  });

  it('shows every required message on submit, and re-validates as the fields change', async () => {
    const { form, email } = renderForm();
    fireEvent.submit(form);
    expect(await screen.findByText(newsletterMessages.emailRequired)).toBeTruthy();
    expect(screen.getByText(newsletterMessages.stateRequired)).toBeTruthy();
    expect(screen.getByText(newsletterMessages.cityRequired)).toBeTruthy();

    fireEvent.change(email, { target: { value: 'ana@' } });
    expect(await screen.findByText(newsletterMessages.emailInvalid)).toBeTruthy();
    expect(screen.queryByText(newsletterMessages.emailRequired)).toBeNull();

    fireEvent.change(email, { target: { value: 'ana@example.com' } });
    await waitFor(() => expect(screen.queryByText(newsletterMessages.emailInvalid)).toBeNull());
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });

  it("loads the states, and the cities only once a state is picked ('Selecione um estado' before)", async () => {
    const { state, city } = renderForm();
    const form = document.getElementById('newsletterForm') as HTMLFormElement;
    expect(within(form).getByText('Carregando...')).toBeTruthy();
    expect(within(form).getByText('Selecione um estado')).toBeTruthy();
    expect(city.disabled).toBe(true);

    await choose(state, 'paulo', 'São Paulo');
    await waitFor(() => expect(city.disabled).toBe(false));
    await choose(city, 'campi', 'Campinas');
    expect(within(form).getByText('Campinas')).toBeTruthy();
  });

  it('subscribes, shows the success toast, clears the form and pushes newsletter_sign_up with the e-mail hash', async () => {
    const { form, email, state, city, submit } = renderForm('privacy');
    fireEvent.change(email, { target: { value: 'Maria.Souza@Example.com' } });
    await choose(state, 'minas', 'Minas Gerais');
    await waitFor(() => expect(city.disabled).toBe(false));
    await choose(city, 'uberl', 'Uberlândia');

    fireEvent.submit(form);
    await waitFor(() => expect(submit.getAttribute('aria-busy')).toBe('true'));
    expect(submit.textContent).toBe('Cadastrando...');

    const toast = await screen.findByText(newsletterMessages.success);
    expect(toast.closest('[role="status"]')).toBeTruthy();
    await waitFor(() =>
      expect(window.dataLayer).toContainEqual({
        event: 'newsletter_sign_up',
        source: 'privacy',
        emailHash: sha256('maria.souza@example.com'),
      }),
    );
    expect(email.value).toBe('');
    expect(submit.textContent).toBe('Cadastrar');
    // The newsletter starts only after the link mailed to the address is used: the form says where to look.
    expect(within(form).getByRole('status').textContent).toBe(
      'Confira a caixa de entrada de Maria.Souza@Example.com: se este e-mail ainda não recebe a newsletter, enviamos um link para confirmar a inscrição.',
    );
    const outbox = await api.app.inject({
      method: 'GET',
      url: `/dev/outbox?to=${encodeURIComponent('maria.souza@example.com')}`,
    });
    expect(
      (outbox.json() as { notificationType: string; subject: string }[]).map((mail) => [
        mail.notificationType,
        mail.subject,
      ]),
    ).toEqual([['NEWSLETTER_CONFIRMATION', 'Confirme sua inscrição na newsletter da Circula']]);

    // The API kept the subscriber (a second subscription of the same address updates, never duplicates).
    const stored = await api.app.inject({
      method: 'POST',
      url: '/web/email/newsletter-subscribers',
      payload: { email: 'maria.souza@example.com', state: 'MG', city: 'Uberlândia', source: 'privacy' },
    });
    expect(stored.statusCode).toBe(201);
    expect(stored.json()).toMatchObject({
      email: 'maria.souza@example.com',
      state: 'MG',
      city: 'UBERLÂNDIA',
    });
  });

  it('shows the failure toast and pushes nothing when the API cannot be reached', async () => {
    const { form, email, state, city } = renderForm();
    fireEvent.change(email, { target: { value: 'joao@example.com' } });
    await choose(state, 'bahia', 'Bahia');
    await waitFor(() => expect(city.disabled).toBe(false));
    await choose(city, 'salvador', 'Salvador');

    await act(async () => {
      await api.close();
    });
    fireEvent.submit(form);

    expect(await screen.findByText(newsletterMessages.failure)).toBeTruthy();
    expect(window.dataLayer).toEqual([]);
    expect(email.value).toBe('joao@example.com');
  });

  it("says 'Nenhum estado encontrado' when the states cannot be loaded", async () => {
    await api.close();
    renderForm();
    const form = document.getElementById('newsletterForm') as HTMLFormElement;
    expect(await within(form).findByText('Nenhum estado encontrado', {}, { timeout: 5000 })).toBeTruthy();
  });
});
