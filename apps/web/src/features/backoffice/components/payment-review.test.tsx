import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeIntent } from '../../../../test/payment-intents';
import type { BackofficePaymentIntent } from '../api/payments';
import { PaymentActions } from './payment-review';

vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));

const staffIntent = (overrides: Partial<BackofficePaymentIntent> = {}): BackofficePaymentIntent => ({
  ...makeIntent(),
  buyer: { id: '00000000-0000-4000-8000-000000000099', username: 'ana_arremata' },
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
});
