import { describe, expect, it } from 'vitest';
import { maskBRL, quickBidAmounts, refusalText } from './bidding-display';

describe('bidding display rules', () => {
  it('masks typed digits as centavos', () => {
    expect(maskBRL('123456')).toEqual({ cents: 123_456, display: 'R$\u00a01.234,56' });
    expect(maskBRL('R$ 5,1')).toEqual({ cents: 51, display: 'R$\u00a00,51' });
    expect(maskBRL('abc')).toEqual({ cents: null, display: '' });
  });

  it('offers the minimum and two increments', () => {
    expect(quickBidAmounts(50_000, 1_000)).toEqual([50_000, 51_000, 52_000]);
  });

  it('has a Portuguese message for each refusal, keeping the server’s precise minimum', () => {
    expect(refusalText('OUTDATED_BID', 'x')).toMatch(/Outro lance chegou antes/);
    expect(
      refusalText('AMOUNT_BELOW_MINIMUM_INCREMENT', 'Seu lance está abaixo do lance mínimo de R$ 510,00.'),
    ).toContain('R$ 510,00');
    expect(refusalText('NOT_ENROLLED', null)).toMatch(/Habilite-se/);
    expect(
      refusalText('BID_AMOUNT_TOO_HIGH', 'O valor máximo aceito neste lote agora é R$ 7.200,00.'),
    ).toContain('R$ 7.200,00');
    expect(refusalText('BID_CONFIRMATION_REQUIRED', null)).toMatch(/confirme/);
    expect(refusalText('SELLER_OWN_LISTING', null)).toMatch(/vendedor/);
    expect(refusalText(null, null)).toMatch(/conexão/);
  });
});
