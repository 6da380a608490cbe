import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeIntent } from '../../../../test/payment-intents';
import { makeRefund } from '../../../../test/refunds';
import { RefundDetails } from './refund-details';

afterEach(cleanup);

const intent = makeIntent({
  status: 'PAID',
  paidAt: '2026-11-29T22:30:00.000Z',
  lots: [
    {
      lotId: '00000000-0000-4000-8000-000000000101',
      number: 1,
      title: 'Mesa de reunião',
      priceCents: 40_000,
      quantity: 1,
      closingStatus: null,
    },
  ],
});

describe('<RefundDetails>', () => {
  it('shows the credits used in the purchase that come back with the refund, beside its money', () => {
    render(
      <RefundDetails refund={{ ...makeRefund(intent, 1, 'IN_ANALYSIS', 1), creditsReturnedCents: 12_500 }} />,
    );
    expect(screen.getByText('Créditos usados que voltam ao saldo')).toBeTruthy();
    expect(screen.getByTestId('refund-credits-returned').textContent).toMatch(/^R\$\s125,00$/);
  });

  it('says nothing of credits for a purchase paid without them', () => {
    render(<RefundDetails refund={makeRefund(intent, 2, 'IN_ANALYSIS', 1)} />);
    expect(screen.queryByText('Créditos usados que voltam ao saldo')).toBeNull();
  });
});
