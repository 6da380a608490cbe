import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { type FakeApi, fakeApi, jsonResponse } from '../../../../test/fake-api';
import { makeIntent } from '../../../../test/payment-intents';
import { makeRefund } from '../../../../test/refunds';
import { signInForTest } from '../../../../test/session';

const navigation = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: navigation.push }) }));

import { RefundRequestForm } from './refund-request-form';

const buyerId = '00000000-0000-4000-8000-000000000071';
const refundId = '00000000-0000-4000-8000-000000000072';
const lotId = '00000000-0000-4000-8000-000000000073';

const intent = makeIntent({
  id: '00000000-0000-4000-8000-000000000074',
  status: 'PAID',
  lots: [{ lotId, number: 7, title: 'Sofá', priceCents: 50_000, quantity: 1, closingStatus: null }],
});

const refund = {
  ...makeRefund(intent, 1, 'DRAFT', 7),
  id: refundId,
  description: 'Chegou com o pé quebrado',
  compensation: 'PIX' as const,
  amountCents: 50_000,
};

let api: FakeApi;

beforeEach(() => {
  navigation.push.mockReset();
  signInForTest();
  api = fakeApi(() => jsonResponse(refund));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const form = () => screen.getByRole('form', { name: 'Solicitar reembolso' });

describe('<RefundRequestForm>', () => {
  it("lists every problem by the domain's rules and the unsigned agreement, sending nothing", async () => {
    render(<RefundRequestForm buyerId={buyerId} intent={intent} initialLotId={null} />);
    fireEvent.click(within(form()).getByLabelText('Devolução por PIX'));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitação' }));
    const problems = await screen.findByRole('alert');
    expect(within(problems).getByText('Descreva o problema (ao menos 10 caracteres)')).toBeTruthy();
    expect(within(problems).getByText('Informe a chave PIX')).toBeTruthy();
    expect(within(problems).getByText('É preciso aceitar o termo de reembolso')).toBeTruthy();
    expect(api.sent).toEqual([]);
  });

  it("leaves zod's own messages, for checks the schemas word no message for, in Portuguese", () => {
    // The form's module sets them as it loads (components/ui/zod-messages.ts); nothing else in this file does.
    expect(z.string().max(120).safeParse('A'.repeat(121)).error?.issues[0]?.message).toBe(
      'Grande demais: esperava que o texto tivesse <= 120 caracteres',
    );
  });

  it('opens the refund with the PIX key, signs the agreement of the chosen compensation and goes to the account', async () => {
    render(
      <>
        <Toaster />
        <RefundRequestForm buyerId={buyerId} intent={intent} initialLotId={lotId} />
      </>,
    );
    fireEvent.change(screen.getByLabelText('Descrição do problema'), {
      target: { value: '  Chegou com o pé quebrado  ' },
    });
    // Choosing the compensation again asks for the agreement again.
    fireEvent.click(screen.getByLabelText(/Li e aceito o termo/));
    fireEvent.click(within(form()).getByLabelText('Devolução por PIX'));
    expect((screen.getByLabelText(/Li e aceito o termo/) as HTMLInputElement).checked).toBe(false);
    fireEvent.change(screen.getByLabelText('Tipo de chave'), { target: { value: 'EMAIL' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Chave PIX' }), {
      target: { value: 'ana@example.com' },
    });
    fireEvent.change(screen.getByLabelText('CPF ou CNPJ do titular da chave'), {
      target: { value: '529.982.247-25' },
    });
    fireEvent.click(screen.getByLabelText(/Li e aceito o termo de reembolso por pix/i));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitação' }));

    await waitFor(() => expect(navigation.push).toHaveBeenCalledWith('/conta#reembolsos'));
    expect(api.sent).toHaveLength(2);
    expect(api.sent[0]!.path).toMatch(new RegExp(`/web/buyers/${buyerId}/refunds$`));
    expect(api.sent[0]!.body).toMatchObject({
      paymentIntentId: intent.id,
      lotId,
      reason: 'DAMAGED',
      description: 'Chegou com o pé quebrado',
      compensation: 'PIX',
      payoutDestination: { kind: 'PIX_KEY', keyType: 'EMAIL', key: 'ana@example.com' },
    });
    expect(api.sent[1]!.path).toMatch(new RegExp(`/refunds/${refundId}/submit$`));
    expect(api.sent[1]!.body).toEqual({ agreementVersion: 'reembolso-pix-2026-11', agreementAccepted: true });
    expect(await screen.findByText('Solicitação de reembolso enviada')).toBeTruthy();
  });
});
