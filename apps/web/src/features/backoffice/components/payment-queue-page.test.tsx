import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, jsonResponse } from '../../../../test/fake-api';
import { makeIntent } from '../../../../test/payment-intents';
import { signInForTest } from '../../../../test/session';
import { PaymentQueuePage } from './payment-queue-page';

const intent = {
  ...makeIntent(),
  buyer: { id: '00000000-0000-4000-8000-0000000000b1', username: 'ana_arremata' },
  pixReceived: [],
};
let asked: URL[];

beforeEach(() => {
  asked = [];
  signInForTest();
  fakeApi(({ url }) => {
    asked.push(url);
    const reference = url.searchParams.get('reference');
    if (reference)
      return jsonResponse(
        reference === intent.reference ? { items: [intent], total: 1 } : { items: [], total: 0 },
      );
    return jsonResponse({ items: [], total: 0 });
  });
});
afterEach(cleanup);

const renderPage = () =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <PaymentQueuePage />
    </SWRConfig>,
  );

async function searchFor(text: string) {
  fireEvent.change(screen.getByLabelText('Referência do pagamento'), { target: { value: text } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
  });
}

describe('/backoffice/pagamentos: a payment by its reference', () => {
  it('finds the payment as a person types its reference, whatever its status, and goes back to the queue', async () => {
    renderPage();
    await screen.findByText('Nenhum pagamento nesta situação.');
    expect(asked.at(-1)?.searchParams.get('status')).toBe('PENDING_VERIFICATION');
    await searchFor(` ${intent.reference.toLowerCase()} `);
    const link = await screen.findByRole('link', { name: intent.reference });
    expect(link.getAttribute('href')).toBe(`/backoffice/pagamentos/${intent.id}`);
    expect(asked.at(-1)?.searchParams.get('reference')).toBe(intent.reference);
    expect(screen.getByText(/em qualquer situação/)).toBeTruthy();

    await searchFor('PAG-00000000');
    await screen.findByText('Nenhum pagamento com essa referência.');

    fireEvent.click(screen.getByRole('button', { name: 'Voltar à fila' }));
    await screen.findByText('Nenhum pagamento nesta situação.');
    await waitFor(() => expect(asked.at(-1)?.searchParams.has('reference')).toBe(false));
    expect(screen.queryByRole('button', { name: 'Voltar à fila' })).toBeNull();

    // Picking a status also leaves the reference's payment for that status's queue.
    await searchFor(intent.reference);
    await screen.findByRole('link', { name: intent.reference });
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'PAID' } });
    const paidAsks = () =>
      asked
        .filter((url) => url.searchParams.get('status') === 'PAID')
        .map((url) => url.searchParams.get('reference'));
    await waitFor(() => expect(paidAsks()).toContain(null));
    expect(paidAsks().every((reference) => reference === null)).toBe(true);
    expect(screen.queryByRole('button', { name: 'Voltar à fila' })).toBeNull();
  });

  it('says how a reference is written instead of asking the API with anything else', async () => {
    renderPage();
    await screen.findByText('Nenhum pagamento nesta situação.');
    const before = asked.length;
    await searchFor('476026D3');
    expect(screen.getByRole('alert').textContent).toBe('Informe a referência no formato PAG-XXXXXXXX.');
    expect(screen.getByLabelText('Referência do pagamento').getAttribute('aria-invalid')).toBe('true');
    expect(asked.length).toBe(before);
    // Written right, the message goes and the payment is asked for.
    await searchFor(intent.reference);
    await screen.findByRole('link', { name: intent.reference });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
