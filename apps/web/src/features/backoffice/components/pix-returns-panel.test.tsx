import type { BackofficePixReturn, BackofficePixReturnList } from '@circula/domain';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PixReturnsList } from './pix-returns-panel';

vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));

const ofCancelledPurchase: BackofficePixReturn = {
  endToEndId: 'E1234567820261130150000000000ABC',
  txid: 'CIRCULA0000000000000000000001',
  amountCents: 137_500,
  toReturnCents: 137_500,
  kind: 'NO_OPEN_CHARGE',
  paidAt: '2026-11-30T18:05:00.000Z',
  receivedAt: '2026-11-30T18:05:02.000Z',
  payment: {
    id: '00000000-0000-4000-8000-000000000031',
    reference: 'PAG-1A2B3C4D',
    status: 'CANCELLED',
    buyerUsername: 'ana.compradora',
  },
  returned: null,
};
const ofUnknownCharge: BackofficePixReturn = {
  ...ofCancelledPurchase,
  endToEndId: 'E9999999920261130150000000000XYZ',
  txid: 'DESCONHECIDO01',
  payment: null,
};

const list = (items: BackofficePixReturn[], returnsByProvider = true): BackofficePixReturnList => ({
  items,
  total: items.length,
  returnsByProvider,
});

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar devolução' }));
  });
}

describe('<PixReturnsList>', () => {
  beforeEach(() => vi.clearAllMocks());

  it('shows each PIX with its purchase (or the unknown txid), in horário de Brasília', () => {
    render(
      <PixReturnsList
        data={list([ofCancelledPurchase, ofUnknownCharge])}
        status="TO_RETURN"
        mayAct
        send={vi.fn()}
      />,
    );
    const rows = screen.getAllByRole('listitem');
    expect(within(rows[0]!).getByText(/pago em 30\/11\/2026, 15:05/)).toBeTruthy();
    expect(within(rows[0]!).getByRole('link', { name: 'PAG-1A2B3C4D' }).getAttribute('href')).toBe(
      '/backoffice/pagamentos/00000000-0000-4000-8000-000000000031',
    );
    expect(within(rows[0]!).getByText('Cancelado')).toBeTruthy();
    expect(within(rows[1]!).getByText(/Cobrança desconhecida/)).toBeTruthy();
    expect(within(rows[1]!).getByText('(txid DESCONHECIDO01)')).toBeTruthy();
    expect(within(rows[0]!).getByText('Chegou quando a compra não aguardava pagamento')).toBeTruthy();
    expect(within(rows[1]!).getByText('Chegou para uma cobrança que não é nossa')).toBeTruthy();
  });

  it('a PIX that passed its purchase total gives back only the surplus, and says so', async () => {
    const surplus: BackofficePixReturn = {
      ...ofCancelledPurchase,
      amountCents: 110_000,
      toReturnCents: 10_000,
      kind: 'OTHER_AMOUNT',
      payment: { ...ofCancelledPurchase.payment!, status: 'PAID' },
    };
    const send = vi.fn(async () => ({}));
    render(<PixReturnsList data={list([surplus])} status="TO_RETURN" mayAct send={send} />);
    const row = screen.getByRole('listitem');
    expect(row.querySelector('p')?.textContent).toBe(
      'R$\u00a0100,00 de um PIX de R$\u00a01.100,00 pago em 30/11/2026, 15:05',
    );
    expect(within(row).getByText('PIX de outro valor: a parte que passou do total da compra')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Devolver' }));
    expect(screen.getByText(/Devolver R\$\s100,00 à conta de onde o PIX saiu\?/)).toBeTruthy();
  });

  it('asks for the reason before returning through the provider, then tells it was returned', async () => {
    const send = vi.fn(async () => ({}));
    render(<PixReturnsList data={list([ofCancelledPurchase])} status="TO_RETURN" mayAct send={send} />);
    fireEvent.click(screen.getByRole('button', { name: 'Devolver' }));
    expect(screen.getByText(/Devolver R\$\s1\.375,00 à conta de onde o PIX saiu\?/)).toBeTruthy();
    expect(screen.queryByLabelText('Identificador da devolução no banco')).toBeNull();
    await submit();
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Informe o motivo (ao menos 3 caracteres)');
    fireEvent.change(screen.getByLabelText('Motivo'), {
      target: { value: 'Compra cancelada pelo comprador' },
    });
    await submit();
    expect(send).toHaveBeenCalledWith(ofCancelledPurchase.endToEndId, {
      reason: 'Compra cancelada pelo comprador',
    });
    expect(toast.success).toHaveBeenCalledWith('PIX devolvido');
    expect(screen.queryByRole('button', { name: 'Confirmar devolução' })).toBeNull();
  });

  it('with no provider making returns, the bank reference of the return is required and sent', async () => {
    const send = vi.fn(async () => ({}));
    render(<PixReturnsList data={list([ofUnknownCharge], false)} status="TO_RETURN" mayAct send={send} />);
    fireEvent.click(screen.getByRole('button', { name: 'Devolver' }));
    fireEvent.change(screen.getByLabelText('Motivo'), { target: { value: 'Cobrança desconhecida' } });
    await submit();
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Informe o identificador da devolução feita no banco');
    fireEvent.change(screen.getByLabelText('Identificador da devolução no banco'), {
      target: { value: 'D1234567820261130' },
    });
    await submit();
    expect(send).toHaveBeenCalledWith(ofUnknownCharge.endToEndId, {
      reason: 'Cobrança desconhecida',
      bankReference: 'D1234567820261130',
    });
  });

  it("shows the API's refusal and keeps the form open", async () => {
    const send = vi.fn(async () => {
      throw new Error('Este PIX já foi devolvido em 30/11/2026, 15:10 (devolução D123).');
    });
    render(<PixReturnsList data={list([ofCancelledPurchase])} status="TO_RETURN" mayAct send={send} />);
    fireEvent.click(screen.getByRole('button', { name: 'Devolver' }));
    fireEvent.change(screen.getByLabelText('Motivo'), { target: { value: 'Pago em dobro' } });
    await submit();
    expect(screen.getByRole('alert').textContent).toBe(
      'Este PIX já foi devolvido em 30/11/2026, 15:10 (devolução D123).',
    );
    expect(screen.getByRole('button', { name: 'Confirmar devolução' })).toBeTruthy();
  });

  it('a reader sees the queue without the action; a returned PIX says when, by whom and why', () => {
    const returned: BackofficePixReturn = {
      ...ofCancelledPurchase,
      returned: {
        at: '2026-11-30T18:30:00.000Z',
        byName: 'Fernanda Lima',
        returnId: 'DE1234567820261130150000000000AB',
        reason: 'Compra cancelada',
      },
    };
    const { rerender } = render(
      <PixReturnsList data={list([ofCancelledPurchase])} status="TO_RETURN" mayAct={false} send={vi.fn()} />,
    );
    expect(screen.queryByRole('button', { name: 'Devolver' })).toBeNull();
    rerender(<PixReturnsList data={list([returned])} status="RETURNED" mayAct send={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Devolver' })).toBeNull();
    expect(screen.getByText(/Devolvido em 30\/11\/2026, 15:30 por Fernanda Lima/)).toBeTruthy();
    expect(screen.getByText(/Compra cancelada$/)).toBeTruthy();
    rerender(<PixReturnsList data={list([])} status="TO_RETURN" mayAct send={vi.fn()} />);
    expect(screen.getByText('Nenhum PIX a devolver.')).toBeTruthy();
  });
});
