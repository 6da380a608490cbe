import type { BackofficeReferral } from '@circula/domain';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ReferralActions, referralListPath } from './referral-admin-page';

const referral = (status: BackofficeReferral['status']): BackofficeReferral => ({
  id: '00000000-0000-4000-8000-000000000001',
  status,
  statusReason: null,
  createdAt: '2026-11-20T12:00:00.000Z',
  creditedAt: status === 'CREDITED' ? '2026-11-21T12:00:00.000Z' : null,
  referrer: { userId: '00000000-0000-4000-8000-000000000002', name: 'Ana', email: 'ana@example.com' },
  referred: { userId: '00000000-0000-4000-8000-000000000003', name: 'Bruno', email: 'bruno@example.com' },
  validBid: true,
  confirmedPayment: status === 'CREDITED',
  bonusCents: status === 'CREDITED' ? 5_000 : null,
  actions: [],
});

describe('<ReferralActions>', () => {
  it('withholds a bonus not yet credited only with a reason the shared schema accepts', async () => {
    const act_ = vi.fn(async () => {});
    render(<ReferralActions referral={referral('REGISTERED')} act={act_} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reter o bônus' }));
    });
    expect(act_).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Informe o motivo (ao menos 5 caracteres)');
    fireEvent.change(screen.getByLabelText('Motivo'), { target: { value: '  Contas ligadas  ' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reter o bônus' }));
    });
    expect(act_).toHaveBeenCalledWith('WITHHOLD', 'Contas ligadas');
  });

  it('reverses a credited bonus, and offers nothing once it was withheld, reversed or rejected', async () => {
    const act_ = vi.fn(async () => {});
    const { unmount } = render(<ReferralActions referral={referral('CREDITED')} act={act_} />);
    fireEvent.change(screen.getByLabelText('Motivo'), { target: { value: 'Mesma pessoa' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Estornar o bônus' }));
    });
    expect(act_).toHaveBeenCalledWith('REVERSE', 'Mesma pessoa');
    unmount();
    for (const status of ['WITHHELD', 'REVERSED', 'REJECTED'] as const) {
      const view = render(<ReferralActions referral={referral(status)} act={act_} />);
      expect(view.container.textContent).toBe('');
      view.unmount();
    }
  });
});

describe('referralListPath', () => {
  it('asks the API for one page of one stage and the trimmed search', () => {
    expect(referralListPath('CREDITED', '  ana@example.com ', 2)).toBe(
      'backoffice/referrals?status=CREDITED&take=20&skip=20&q=ana%40example.com',
    );
    expect(referralListPath('ALL', '', 1)).toBe('backoffice/referrals?status=ALL&take=20&skip=0');
  });
});
