import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { Toaster } from 'react-hot-toast';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '@/lib/http/client';
import { connectionMessage } from '@/lib/http/failure-text';
import { startApi } from '../../../test/api-server';
import { refusalOf, useMutation } from './use-mutation';

type Api = Awaited<ReturnType<typeof startApi>>;
let api: Api;
let client: ReturnType<typeof createHttpClient>;

beforeAll(async () => {
  api = await startApi();
  client = createHttpClient({ prefixUrl: api.url, retry: 0 });
});
afterAll(async () => {
  await api?.close();
});

/** The newsletter sign-up: a public route that answers VALIDATION_FAILED with the fields' issues. */
const subscribe = (body: Record<string, unknown>) =>
  client.post('web/email/newsletter-subscribers', { json: body }).then(() => 'ok' as const);

/** A sign-up the API refuses (an e-mail that is not one): the error the client raises. */
const invalidSignUp = () =>
  subscribe({ email: 'não-é-email', state: 'SP', city: 'Campinas', source: 'home' }).then(
    () => null,
    (error: unknown) => error,
  );

describe('refusalOf', () => {
  it("reads the API's code, message and field issues", async () => {
    const refusal = await refusalOf(await invalidSignUp());
    expect(refusal?.code).toBe('VALIDATION_FAILED');
    expect(refusal?.message).toMatch(/\S/);
    expect(Object.keys(refusal?.issues ?? {})).toContain('email');
  });

  it('says the server could not be reached, in Portuguese, when the network fails', async () => {
    const offline = createHttpClient({ prefixUrl: 'http://127.0.0.1:9', retry: 0 });
    const refusal = await offline.get('health').then(
      () => null,
      (error: unknown) => refusalOf(error),
    );
    expect(refusal?.message).toBe(connectionMessage);
  });

  it("never shows the runtime's own English text", async () => {
    // The runtime's and libraries' own errors are subclasses (a plain Error is text the web wrote itself).
    for (const error of [
      new RangeError('Invalid time value'),
      new SyntaxError('Unexpected token < in JSON'),
    ]) {
      expect(await refusalOf(error, 'Não foi.')).toEqual({
        code: undefined,
        message: 'Não foi.',
        issues: {},
      });
    }
  });
});

interface Fields {
  email: string;
  city: string;
}

function NewsletterHarness({
  body,
  errorAs,
}: {
  body: Record<string, unknown>;
  errorAs?: 'alert' | 'toast';
}) {
  const form = useForm<Fields>({ defaultValues: { email: '', city: '' } });
  const mutation = useMutation(subscribe, {
    success: 'Inscrição feita!',
    setError: form.setError,
    fields: ['email', 'city'],
    ...(errorAs ? { errorAs } : {}),
  });
  return (
    <form onSubmit={form.handleSubmit(() => mutation.run(body))}>
      <p data-testid="email-error">{form.formState.errors.email?.message ?? ''}</p>
      <p data-testid="form-error">{mutation.error ?? ''}</p>
      <button type="submit" disabled={mutation.pending}>
        {mutation.pending ? 'Enviando…' : 'Enviar'}
      </button>
      <Toaster />
    </form>
  );
}

describe('useMutation', () => {
  it("puts the API's field issue on the field, not on the form", async () => {
    render(<NewsletterHarness body={{ email: 'x', state: 'SP', city: 'Campinas', source: 'home' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(screen.getByTestId('email-error').textContent).toMatch(/\S/));
    expect(screen.getByTestId('form-error').textContent).toBe('');
  });

  it('shows a refusal on a path the form does not have as the form message', async () => {
    render(
      <NewsletterHarness body={{ email: 'ana@example.com', state: 'SP', city: 'Campinas', source: 'x' }} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(screen.getByTestId('form-error').textContent).toMatch(/\S/));
    expect(screen.getByTestId('email-error').textContent).toBe('');
  });

  it('or as a toast, when asked', async () => {
    render(
      <NewsletterHarness
        errorAs="toast"
        body={{ email: 'ana@example.com', state: 'SP', city: 'Campinas', source: 'x' }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/\S/));
    expect(screen.getByTestId('form-error').textContent).toBe('');
  });

  it('is pending while it runs, ignores a second submit, and toasts success', async () => {
    const email = `ana.${Date.now()}@example.com`;
    render(<NewsletterHarness body={{ email, state: 'SP', city: 'Campinas', source: 'home' }} />);
    const button = screen.getByRole('button', { name: 'Enviar' });
    await act(async () => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    await screen.findByText('Inscrição feita!');
    expect(screen.getAllByText('Inscrição feita!')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeTruthy();
  });
});
