import { act, fireEvent, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PendingIntentListing } from '../api/payments';
import { PendingChargesList } from './pending-charges-panel';

vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));

const item: PendingIntentListing = {
  listingId: '00000000-0000-4000-8000-000000000077',
  slug: 'leilao-de-maquinas',
  title: 'Leilão de máquinas',
  closingsWithoutIntent: 3,
};

describe('<PendingChargesList>', () => {
  beforeEach(() => vi.clearAllMocks());

  it('asks for confirmation, then creates the charges and tells how many', async () => {
    const generate = vi.fn(async () => 3);
    render(<PendingChargesList items={[item]} mayAct generate={generate} />);
    expect(screen.getByText('3 lotes aprovados sem cobrança')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Gerar cobranças' }));
    expect(generate).not.toHaveBeenCalled();
    expect(
      screen.getByText(/Gerar as cobranças de 3 lotes aprovados de “Leilão de máquinas”\?/),
    ).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    });
    expect(generate).toHaveBeenCalledWith(item.listingId);
    expect(toast.success).toHaveBeenCalledWith('3 cobranças geradas');
    expect(screen.queryByRole('button', { name: 'Confirmar' })).toBeNull();
  });

  it('says when nothing new was created', async () => {
    const generate = vi.fn(async () => 0);
    render(<PendingChargesList items={[item]} mayAct generate={generate} />);
    fireEvent.click(screen.getByRole('button', { name: 'Gerar cobranças' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    });
    expect(toast.success).toHaveBeenCalledWith(
      'Nenhuma cobrança nova: os lotes deste evento já tinham cobrança.',
    );
  });

  it('shows the API refusal and keeps the confirmation open', async () => {
    const generate = vi.fn(async () => {
      throw new Error('Evento não encontrado.');
    });
    render(<PendingChargesList items={[item]} mayAct generate={generate} />);
    fireEvent.click(screen.getByRole('button', { name: 'Gerar cobranças' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    });
    expect(screen.getByRole('alert').textContent).toBe('Evento não encontrado.');
    expect(toast.error).toHaveBeenCalledWith('Evento não encontrado.');
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeTruthy();
  });

  it('lists without the button for a reader, and says when there is nothing to charge', () => {
    const { unmount } = render(<PendingChargesList items={[item]} mayAct={false} generate={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Leilão de máquinas' }).getAttribute('href')).toBe(
      '/eventos/leilao-de-maquinas',
    );
    expect(screen.queryByRole('button', { name: 'Gerar cobranças' })).toBeNull();
    unmount();
    render(<PendingChargesList items={[]} mayAct generate={vi.fn()} />);
    expect(screen.getByText('Nenhum evento com lotes aprovados aguardando cobrança.')).toBeTruthy();
  });
});
