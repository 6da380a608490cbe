import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FeesExplained } from './fees-explained';

const nbsp = /\u00a0/g;

function rows() {
  const table = screen.getByRole('table', { name: 'Taxa administrativa por faixa de preço do lote' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => (cell.textContent ?? '').replace(nbsp, ' ')),
    );
}

describe('<FeesExplained>', () => {
  it('shows the fee table as it is charged: from zero, band to band, and open at the top', () => {
    render(
      <FeesExplained
        auction
        fees={{
          commissionPercentage: 5,
          buyerFeePercentage: null,
          // Stored rows with a gap (R$ 999,99 → R$ 1.200,00) and a ceiling on the last one.
          feeRows: [
            { fromValueCents: 100, toValueCents: 99_999, feeCents: 5_000 },
            { fromValueCents: 120_000, toValueCents: 999_999, feeCents: 15_000 },
            { fromValueCents: 1_000_000, toValueCents: 999_999_999_99, feeCents: 45_000 },
          ],
        }}
      />,
    );
    expect(rows()).toEqual([
      ['até R$ 1.199,99', 'R$ 50,00'],
      ['de R$ 1.200,00 a R$ 9.999,99', 'R$ 150,00'],
      ['a partir de R$ 10.000,00', 'R$ 450,00'],
    ]);
    expect(screen.getByText(/do valor do arremate/).textContent?.replace(nbsp, ' ')).toContain('5% do valor');
  });

  it('says one fee covers any price when the table has a single band', () => {
    render(
      <FeesExplained
        auction={false}
        fees={{
          commissionPercentage: 0,
          buyerFeePercentage: null,
          feeRows: [{ fromValueCents: 0, toValueCents: 1_000_000, feeCents: 2_500 }],
        }}
      />,
    );
    expect(rows()).toEqual([['Qualquer preço', 'R$ 25,00']]);
    expect(screen.getByText('Nas vendas diretas não há comissão de leiloeiro.')).toBeTruthy();
  });
});
