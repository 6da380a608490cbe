import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvDecimal, csvField, type SellerStatement, statementCsv } from './seller-schemas.js';

describe('statement CSV', () => {
  const statement: SellerStatement = {
    event: { id: '00000000-0000-4000-8000-000000000001', title: 'Hotel', sellerName: 'Hotel Ltda' },
    rows: [
      {
        lotNumber: 1,
        lotTitle: 'Cadeira; "giratória"',
        buyerUsername: 'ana',
        quantity: 1,
        // 14:30 UTC is 11:30 in Brasília.
        paidAt: '2026-03-02T14:30:00.000Z',
        priceCents: 123_456,
        commissionCents: 6_173,
        administrativeFeeCents: 12_346,
        sellerReceivesCents: 123_456,
      },
      {
        lotNumber: 2,
        lotTitle: '=HYPERLINK("x")',
        buyerUsername: 'bia',
        quantity: 3,
        paidAt: '2026-03-03T02:00:00.000Z',
        priceCents: 5,
        commissionCents: 0,
        administrativeFeeCents: 0,
        sellerReceivesCents: 5,
      },
    ],
    totals: {
      priceCents: 123_461,
      commissionCents: 6_173,
      administrativeFeeCents: 12_346,
      sellerReceivesCents: 123_461,
      awaitingPaymentCents: 0,
    },
    generatedAt: '2026-03-04T00:00:00.000Z',
  };

  it('is UTF-8 with a BOM, ; separated, decimal comma, CRLF, dates in horário de Brasília', () => {
    const csv = statementCsv(statement);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toHaveLength(5);
    expect(lines[0]).toBe(
      'Lote;Descrição;Comprador;Quantidade;Pago em (horário de Brasília);Valor de venda (R$);' +
        'Comissão do leiloeiro paga pelo comprador (R$);Taxa administrativa paga pelo comprador (R$);' +
        'Valor ao vendedor (R$)',
    );
    expect(lines[1]).toBe('1;"Cadeira; ""giratória""";ana;1;02/03/2026 11:30;1234,56;61,73;123,46;1234,56');
    // 02:00 UTC on the 3rd is still the 2nd in Brasília; a formula start is neutralised.
    expect(lines[2]).toBe(`2;"'=HYPERLINK(""x"")";bia;3;02/03/2026 23:00;0,05;0,00;0,00;0,05`);
    expect(lines[3]).toBe('Total;;;;;1234,61;61,73;123,46;1234,61');
    expect(lines[4]).toBe('');
  });

  it('formats centavos without thousands separators', () => {
    expect(csvDecimal(0)).toBe('0,00');
    expect(csvDecimal(-150)).toBe('-1,50');
    expect(csvDecimal(1_000_000_00)).toBe('1000000,00');
    expect(csvField('simples')).toBe('simples');
    expect(csvField('-1')).toBe("'-1");
  });
});
