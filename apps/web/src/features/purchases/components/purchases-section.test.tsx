import { formatBRL, type PixReturn } from '@circula/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePaidIntent } from '../../../../test/payment-intents';
import { PurchaseRow } from './purchases-section';

const pixReturn = (toReturnCents: number, returnedAt: string | null, endToEndId: string) => ({
  endToEndId,
  amountCents: 110_000,
  paidAt: '2026-11-25T14:20:00.000Z',
  toReturnCents,
  returnedAt,
});

/** The row of a paid purchase with these PIX going back, as "Minhas compras" lists it; its text. */
function rowText(pixReturns: PixReturn[]) {
  render(
    <ul>
      <PurchaseRow intent={makePaidIntent({ pixReturns })} />
    </ul>,
  );
  return screen.getByRole('listitem').textContent;
}

describe('<PurchaseRow>', () => {
  it('says how much of the PIX sent for the purchase is still to give back, leaving out what went back', () => {
    const text = rowText([
      pixReturn(10_000, null, 'E00000000202611251420ABCDEF12345'),
      pixReturn(2_500, null, 'E00000000202611251421ABCDEF12345'),
      pixReturn(110_000, '2026-11-26T12:05:00.000Z', 'E00000000202611251422ABCDEF12345'),
    ]);
    expect(text).toContain(`PIX a devolver: ${formatBRL(12_500)}`);
  });

  it('nothing to give back, or all of it given back: no line about it', () => {
    expect(rowText([])).not.toContain('PIX a devolver');
    cleanup();
    const text = rowText([pixReturn(10_000, '2026-11-26T12:05:00.000Z', 'E00000000202611251420ABCDEF12345')]);
    expect(text).not.toContain('PIX a devolver');
  });
});
