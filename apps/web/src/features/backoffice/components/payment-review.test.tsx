import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeIntent } from '../../../../test/payment-intents';
import type { BackofficePaymentIntent } from '../api/payments';
import { PaymentActions, ReceivedPixList } from './payment-review';

vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));

const staffIntent = (overrides: Partial<BackofficePaymentIntent> = {}): BackofficePaymentIntent => ({
  ...makeIntent(),
  buyer: { id: '00000000-0000-4000-8000-000000000099', username: 'ana_arremata' },
  pixReceived: [],
  ...overrides,
});

const underReview = staffIntent({
  status: 'PENDING_VERIFICATION',
  method: 'DEPOSIT_RECEIPT',
  receipt: {
    id: '00000000-0000-4000-8000-000000000098',
    fileName: 'comprovante.pdf',
    contentType: 'application/pdf',
    uploadedAt: '2026-11-25T12:00:00.000Z',
    status: 'UNDER_REVIEW',
    refusalReason: null,
  },
});

const pix = (overrides: Partial<BackofficePaymentIntent['pixReceived'][number]>) => ({
  endToEndId: 'E1234567820261130150000000000ABC',
  amountCents: 60_000,
  paidAt: '2026-11-30T18:05:00.000Z',
  outcome: 'AMOUNT_MISMATCH' as const,
  toReturnCents: null,
  returnedAt: null,
  ...overrides,
});

describe('<PaymentActions>', () => {
  it('asks for confirmation before approving a receipt', async () => {
    const run = vi.fn(async () => {});
    render(<PaymentActions intent={underReview} act={run} />);
    fireEvent.click(screen.getByRole('button', { name: 'Aprovar comprovante' }));
    expect(run).not.toHaveBeenCalled();
    expect(screen.getByText('Aprovar o comprovante e marcar PAG-7F3A9C21 como pago?')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirmar aprovação' }));
    });
    expect(run).toHaveBeenCalledWith({ action: 'approve-receipt' });
  });

  it('refuses only with a reason, checked by the shared schema', async () => {
    const run = vi.fn(async () => {});
    render(<PaymentActions intent={underReview} act={run} />);
    fireEvent.click(screen.getByRole('button', { name: 'Recusar comprovante' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirmar recusa' }));
    });
    expect(run).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Informe o motivo (ao menos 3 caracteres)');
    fireEvent.change(screen.getByLabelText('Motivo'), { target: { value: '  Valor menor que o total  ' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirmar recusa' }));
    });
    expect(run).toHaveBeenCalledWith({ action: 'refuse-receipt', reason: 'Valor menor que o total' });
  });

  it('shows the API refusal in Portuguese and keeps the form open', async () => {
    const run = vi.fn(async () => {
      throw new Error('Você não pode aprovar um pagamento da sua própria conta de comprador.');
    });
    render(<PaymentActions intent={underReview} act={run} />);
    fireEvent.click(screen.getByRole('button', { name: 'Aprovar comprovante' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirmar aprovação' }));
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'Você não pode aprovar um pagamento da sua própria conta de comprador.',
    );
    expect(screen.getByRole('button', { name: 'Confirmar aprovação' })).toBeTruthy();
  });

  it('offers manual PIX confirmation with an optional end-to-end id, and nothing on a paid intent', async () => {
    const run = vi.fn(async () => {});
    const { unmount } = render(<PaymentActions intent={staffIntent({ method: 'PIX' })} act={run} />);
    expect(screen.queryByRole('button', { name: 'Aprovar comprovante' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar PIX manualmente' }));
    fireEvent.change(screen.getByLabelText('Motivo'), { target: { value: 'Extrato do banco conferido' } });
    fireEvent.change(screen.getByLabelText('Identificador fim a fim (opcional)'), {
      target: { value: 'E12345678202611251200abcdef012345' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirmar pagamento' }));
    });
    expect(run).toHaveBeenCalledWith({
      action: 'confirm-pix',
      reason: 'Extrato do banco conferido',
      endToEndId: 'E12345678202611251200abcdef012345',
    });
    unmount();
    render(<PaymentActions intent={staffIntent({ status: 'PAID' })} act={run} />);
    expect(screen.getByText('Nenhuma ação disponível nesta situação.')).toBeTruthy();
  });

  it('with a PIX of another amount awaiting the decision, confirming and cancelling say what goes back', () => {
    const plain = render(<PaymentActions intent={staffIntent({ method: 'PIX' })} act={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar PIX manualmente' }));
    expect(screen.queryByText(/PIX a devolver/)).toBeNull();
    plain.unmount();
    const intent = staffIntent({
      status: 'PENDING_VERIFICATION',
      method: 'PIX',
      totalCents: 100_000,
      pixReceived: [pix({ amountCents: 110_000 })],
    });
    render(<PaymentActions intent={intent} act={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar PIX manualmente' }));
    expect(
      screen.getByText(
        /^Confirmar o pagamento de R\$\s1\.000,00\? Sem identificador fim a fim, os PIX de outro valor/,
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar pagamento' }));
    expect(screen.getByText(/Os PIX de outro valor já recebidos vão para “PIX a devolver”\.$/)).toBeTruthy();
  });
});

describe('<ReceivedPixList>', () => {
  it('lists each PIX of another amount awaiting the decision, and their sum against the total', () => {
    const intent = staffIntent({
      status: 'PENDING_VERIFICATION',
      method: 'PIX',
      totalCents: 100_000,
      pixReceived: [
        pix({}),
        pix({ endToEndId: 'E2', amountCents: 50_000, paidAt: '2026-11-30T18:30:00.000Z' }),
      ],
    });
    render(<ReceivedPixList intent={intent} />);
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('em 30 de novembro de 2026 às 15:05');
    expect(rows[0]!.textContent).toContain('Valor diferente do total: aguarda a decisão');
    expect(screen.getByText(/^Recebido por PIX:/).textContent).toBe(
      'Recebido por PIX: R$\u00a01.100,00 · total da compra R$\u00a01.000,00 · acima do total em R$\u00a0100,00',
    );
  });

  it('once settled, says which PIX paid, which entered the payment and what goes or went back', () => {
    const intent = staffIntent({
      status: 'PAID',
      method: 'PIX',
      totalCents: 100_000,
      pixReceived: [
        pix({}),
        pix({ endToEndId: 'E2', amountCents: 50_000, toReturnCents: 10_000 }),
        pix({ endToEndId: 'E3', amountCents: 100_000, outcome: 'PROCESSED' }),
        pix({
          endToEndId: 'E4',
          amountCents: 100_000,
          outcome: 'UNMATCHED',
          toReturnCents: 100_000,
          returnedAt: '2026-12-01T13:00:00.000Z',
        }),
      ],
    });
    render(<ReceivedPixList intent={intent} />);
    const states = screen.getAllByRole('listitem').map((row) => row.lastElementChild?.textContent);
    expect(states).toEqual([
      'Entrou no pagamento',
      'R$\u00a0400,00 entrou no pagamento · R$\u00a0100,00 a devolver (em “PIX a devolver”)',
      'Pagou a compra',
      'R$\u00a01.000,00 devolvido em 1 de dezembro de 2026 às 10:00',
    ]);
  });

  it('says so when no PIX arrived', () => {
    render(<ReceivedPixList intent={staffIntent()} />);
    expect(screen.getByText('Nenhum PIX recebido.')).toBeTruthy();
  });
});
