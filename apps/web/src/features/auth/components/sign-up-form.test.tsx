import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSignInAnswer } from '../../../../test/session';
import { SignUpForm } from './sign-up-form';

let sent: { path: string; body: unknown }[];
/** The API's answer to the next sign-up. */
let signUpAnswer: { status: number; body: unknown };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  sent = [];
  signUpAnswer = {
    status: 201,
    body: fakeSignInAnswer(),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const path = new URL(request.url).pathname;
      if (request.method !== 'POST') return json(200, { google: false });
      sent.push({ path, body: await request.json() });
      if (path.endsWith('/auth/email-code')) return json(200, { sent: true });
      return json(signUpAnswer.status, signUpAnswer.body);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm() {
  const onSignedUp = vi.fn();
  render(<SignUpForm onSignedUp={onSignedUp} onSwitchToSignIn={() => {}} />);
  return onSignedUp;
}

async function reachCodeStep() {
  fireEvent.change(screen.getByLabelText('Nome completo'), { target: { value: 'Ana Souza' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@example.com' } });
  fireEvent.click(screen.getByRole('button', { name: 'Enviar código' }));
  await screen.findByLabelText('Código recebido por email');
  // The code step starts afresh in an effect (the form's state is reset, its values kept). A person cannot
  // type before it has run; a test on a loaded machine could, and the reset would then clear what followed.
  await act(async () => {});
}

describe('<SignUpForm>', () => {
  it('checks only the name and the e-mail before sending the code', async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'não-é-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByText('Nome é obrigatório')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);

    await reachCodeStep();
    expect(sent).toEqual([
      { path: expect.stringMatching(/\/auth\/email-code$/), body: { email: 'ana@example.com' } },
    ]);
    // The code step's fields are checked when it is sent, not while the code is typed.
    fireEvent.change(screen.getByLabelText('Código recebido por email'), { target: { value: '12' } });
    // The field's check, if it ran, has settled.
    await act(async () => {
      for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
    });
    expect(screen.queryByText('Informe o código de 6 dígitos enviado para o seu email')).toBeNull();
  });

  it("asks for the code and the chosen type's declarations, then creates the account", async () => {
    const onSignedUp = renderForm();
    await reachCodeStep();
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByText('Informe o código de 6 dígitos enviado para o seu email')).toBeTruthy();
    expect(screen.getByText('Você precisa declarar que tem 18 anos ou mais')).toBeTruthy();
    expect(sent).toHaveLength(1);

    fireEvent.change(screen.getByLabelText('Código recebido por email'), { target: { value: '123456' } });
    fireEvent.click(screen.getByLabelText('Declaro que tenho 18 anos ou mais.'));
    fireEvent.click(screen.getByLabelText('Declaro que tenho plena capacidade civil.'));
    fireEvent.click(screen.getByLabelText(/Li e aceito os/));
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(onSignedUp).toHaveBeenCalled());
    expect(sent[1]).toEqual({
      path: expect.stringMatching(/\/auth\/signup$/),
      body: expect.objectContaining({
        name: 'Ana Souza',
        email: 'ana@example.com',
        code: '123456',
        personType: 'NATURAL_PERSON',
        declarations: { isAdult: true, hasFullLegalCapacity: true, acceptsTermsAndPrivacy: true },
      }),
    });
  });

  it("shows the API's refusal on the form", async () => {
    signUpAnswer = {
      status: 400,
      body: { code: 'EMAIL_CODE_INVALID', message: 'Código inválido ou expirado.' },
    };
    const onSignedUp = renderForm();
    await reachCodeStep();
    fireEvent.change(screen.getByLabelText('Código recebido por email'), { target: { value: '654321' } });
    fireEvent.click(screen.getByLabelText('Declaro que tenho 18 anos ou mais.'));
    fireEvent.click(screen.getByLabelText('Declaro que tenho plena capacidade civil.'));
    fireEvent.click(screen.getByLabelText(/Li e aceito os/));
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByText('Código inválido ou expirado.')).toBeTruthy();
    expect(onSignedUp).not.toHaveBeenCalled();
  });
});
