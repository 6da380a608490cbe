import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  businessDaysDeadline,
  isBusinessDay,
  startOfSaoPauloDay,
} from './bidding-deadlines.js';
import type { ListingType } from './enums.js';
import { fineBreakdown, paymentBreakdown, paymentReference, pixToGiveBack } from './payments.js';
import { crc16Ccitt, pixPayload, pixTxidFor } from './pix-br-code.js';
import { type FeeRow, priceFromTotal, totalFromPrice } from './pricing.js';

const lotA = '0b6f1a52-4f3e-4c59-9a51-6f8e2b9d1c01';
const lotB = '7d2c9e10-1a2b-4c3d-8e4f-5a6b7c8d9e02';
const listingTypes: ListingType[] = ['AUCTION', 'JUDICIAL_PHASED_AUCTION', 'DIRECT_SALE'];

const feeTableArb = fc
  .uniqueArray(fc.integer({ min: 1, max: 50_000_000 }), { minLength: 0, maxLength: 4 })
  .chain((starts) =>
    fc
      .array(fc.integer({ min: 0, max: 200_000 }), {
        minLength: starts.length + 1,
        maxLength: starts.length + 1,
      })
      .map((fees): FeeRow[] => {
        const froms = [0, ...starts.sort((a, b) => a - b)];
        const sorted = fees.sort((a, b) => a - b);
        return froms.map((from, i) => ({
          fromValueCents: from,
          toValueCents: i + 1 < froms.length ? froms[i + 1]! - 1 : 100_000_000_000,
          feeCents: sorted[i]!,
        }));
      }),
  );
const settingsArb = fc.oneof(
  feeTableArb.map((feeTable) => ({ feeTable, buyerFeeBasisPoints: null })),
  fc.integer({ min: 0, max: 3_000 }).map((bp) => ({ feeTable: null, buyerFeeBasisPoints: bp })),
  fc.constant({ feeTable: null, buyerFeeBasisPoints: null }),
);
const itemArb = fc.record({
  lotId: fc.constantFrom(lotA, lotB),
  unitPriceCents: fc.integer({ min: 0, max: 5_000_000_000 }),
  quantity: fc.integer({ min: 1, max: 20 }),
});

describe('paymentBreakdown', () => {
  it('totals price + commission + fee − credits, never negative, each line from totalFromPrice', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...listingTypes),
        settingsArb,
        fc.array(itemArb, { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 0, max: 10_000_000_000 }),
        (listingType, settings, items, credits) => {
          const result = paymentBreakdown({
            listingType,
            ...settings,
            items,
            availableCreditsCents: credits,
          });
          const sum = (kind: string) =>
            result.lines.filter((line) => line.kind === kind).reduce((s, line) => s + line.amountCents, 0);
          expect(result.totalCents).toBe(
            sum('PRICE') + sum('COMMISSION') + sum('ADMINISTRATIVE_FEE') + sum('CREDITS'),
          );
          expect(result.totalCents).toBeGreaterThanOrEqual(0);
          expect(result.lines.every((line) => Number.isSafeInteger(line.amountCents))).toBe(true);
          let expected = 0;
          for (const item of items) {
            expected +=
              totalFromPrice({
                listingType,
                priceCents: item.unitPriceCents,
                feeTable: settings.feeTable,
                buyerFeePercentage:
                  settings.buyerFeeBasisPoints === null ? null : settings.buyerFeeBasisPoints / 10_000,
              }).totalCents * item.quantity;
          }
          expect(result.creditsAppliedCents).toBe(Math.min(credits, expected));
          expect(result.totalCents).toBe(expected - result.creditsAppliedCents);
        },
      ),
    );
  });

  it('is the inverse of the price-from-total rule within a centavo (one lot, no credits)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...listingTypes),
        fc.integer({ min: 0, max: 3_000 }),
        fc.integer({ min: 1, max: 5_000_000_000 }),
        (listingType, bp, price) => {
          const { totalCents } = paymentBreakdown({
            listingType,
            buyerFeeBasisPoints: bp,
            items: [{ lotId: lotA, unitPriceCents: price, quantity: 1 }],
          });
          const back = priceFromTotal({ listingType, totalCents, buyerFeePercentage: bp / 10_000 });
          expect(Math.abs(back - price)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it('splits the price and the charges of a judicial Event without losing a centavo', () => {
    fc.assert(
      fc.property(settingsArb, fc.array(itemArb, { minLength: 1, maxLength: 3 }), (settings, items) => {
        const input = { listingType: 'JUDICIAL_PHASED_AUCTION' as const, ...settings, items };
        const all = paymentBreakdown(input).totalCents;
        const price = paymentBreakdown({ ...input, part: 'PRICE' });
        const charges = paymentBreakdown({ ...input, part: 'CHARGES' });
        expect(price.totalCents + charges.totalCents).toBe(all);
        expect(price.lines.every((line) => line.kind === 'PRICE')).toBe(true);
        expect(charges.lines.some((line) => line.kind === 'PRICE')).toBe(false);
      }),
    );
  });

  it('lists the lines of an auction lot as the receipt reads them', () => {
    expect(
      paymentBreakdown({
        listingType: 'AUCTION',
        buyerFeeBasisPoints: 1_000,
        items: [{ lotId: lotA, unitPriceCents: 12_345, quantity: 1 }],
        availableCreditsCents: 100,
      }),
    ).toEqual({
      lines: [
        { kind: 'PRICE', lotId: lotA, label: 'Valor do lance', amountCents: 12_345 },
        { kind: 'COMMISSION', lotId: lotA, label: 'Comissão do leiloeiro (5%)', amountCents: 617 },
        { kind: 'ADMINISTRATIVE_FEE', lotId: lotA, label: 'Taxa administrativa', amountCents: 1_235 },
        { kind: 'CREDITS', lotId: null, label: 'Créditos aplicados', amountCents: -100 },
      ],
      totalCents: 14_097,
      creditsAppliedCents: 100,
    });
  });

  it('fines a share of the price, rounded half up per lot', () => {
    const fine = fineBreakdown({
      percentage: 20,
      items: [
        { lotId: lotA, unitPriceCents: 12_345, quantity: 1 },
        { lotId: lotB, unitPriceCents: 1_000, quantity: 3 },
      ],
    });
    expect(fine.lines.map((line) => [line.kind, line.amountCents])).toEqual([
      ['FINE', 2_469],
      ['FINE', 600],
    ]);
    expect(fine.totalCents).toBe(3_069);
  });

  it('makes a short reference from the intent id', () => {
    expect(paymentReference('7f3a9c21-0000-4000-8000-000000000000')).toBe('PAG-7F3A9C21');
  });
});

describe('business days (São Paulo, national holidays)', () => {
  const brt = (local: string) => new Date(`${local}-03:00`);

  it('skips Carnaval 2027 (8–9 February) but counts Ash Wednesday', () => {
    // Friday 5 February 2027, 15:00.
    expect(addBusinessDays(brt('2027-02-05T15:00:00'), 1)).toEqual(brt('2027-02-10T15:00:00'));
    expect(businessDaysDeadline(brt('2027-02-05T15:00:00'), 2)).toEqual(brt('2027-02-11T23:59:59.999'));
    expect(isBusinessDay(brt('2027-02-08T12:00:00'))).toBe(false);
    expect(isBusinessDay(brt('2027-02-10T12:00:00'))).toBe(true);
  });

  it('skips Good Friday (26 March 2027) and Corpus Christi (27 May 2027)', () => {
    expect(businessDaysDeadline(brt('2027-03-25T09:00:00'), 1)).toEqual(brt('2027-03-29T23:59:59.999'));
    expect(businessDaysDeadline(brt('2027-05-26T22:00:00'), 2)).toEqual(brt('2027-05-31T23:59:59.999'));
  });

  it('crosses the year end past Christmas and New Year', () => {
    expect(businessDaysDeadline(brt('2026-12-23T10:00:00'), 2)).toEqual(brt('2026-12-28T23:59:59.999'));
    expect(businessDaysDeadline(brt('2026-12-30T10:00:00'), 2)).toEqual(brt('2027-01-04T23:59:59.999'));
  });

  it('counts the São Paulo day, not the UTC day, of a late-evening purchase', () => {
    // Thursday 23:30 in São Paulo is Friday in UTC: the first business day is Friday.
    expect(businessDaysDeadline(brt('2026-05-07T23:30:00'), 1)).toEqual(brt('2026-05-08T23:59:59.999'));
    expect(startOfSaoPauloDay(brt('2026-05-07T23:30:00'))).toEqual(brt('2026-05-07T00:00:00'));
  });
});

describe('PIX BR Code', () => {
  const published =
    '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

  it("reproduces the Banco Central's published static example and its CRC", () => {
    expect(crc16Ccitt(published.slice(0, -4))).toBe('1D3D');
    expect(
      pixPayload({
        key: '123e4567-e12b-12d1-a456-426655440000',
        merchantName: 'Fulano de Tal',
        merchantCity: 'BRASILIA',
      }),
    ).toBe(published);
  });

  it('carries the amount and a txid derived from the intent id, with a valid CRC', () => {
    const txid = pixTxidFor('7f3a9c21-1b2c-4d3e-8f40-123456789abc');
    expect(txid).toBe('7f3a9c211b2c4d3e8f4012345');
    const payload = pixPayload({
      key: 'pix@circula.com.br',
      merchantName: 'Circulação Leilões',
      merchantCity: 'São Paulo',
      amountCents: 123_405,
      txid,
    });
    expect(payload).toContain('54071234.05');
    expect(payload).toContain('5918Circulacao Leiloes');
    expect(payload).toContain(`62290525${txid}`);
    expect(payload.slice(-4)).toBe(crc16Ccitt(payload.slice(0, -4)));
  });
});

describe('pixToGiveBack', () => {
  it('gives every payment back whole when none of them paid the purchase', () => {
    expect(pixToGiveBack([90_000, 40_000], 0)).toEqual([90_000, 40_000]);
  });

  it('gives back only what passed the total, from the newest payment', () => {
    // R$ 600 then R$ 500 for a total of R$ 1.000: the R$ 600 stays whole, R$ 100 of the R$ 500 goes back.
    expect(pixToGiveBack([50_000, 60_000], 100_000)).toEqual([10_000, 0]);
    // One payment of R$ 1.100 for R$ 1.000.
    expect(pixToGiveBack([110_000], 100_000)).toEqual([10_000]);
  });

  it('gives nothing back when the payments kept do not reach the total', () => {
    expect(pixToGiveBack([40_000, 50_000], 100_000)).toEqual([0, 0]);
    expect(pixToGiveBack([], 100_000)).toEqual([]);
  });

  it('never gives back more than was received, nor more than a payment, nor less than the surplus', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 10_000_000 }), { maxLength: 6 }),
        fc.integer({ min: 0, max: 30_000_000 }),
        (amounts, kept) => {
          const back = pixToGiveBack(amounts, kept);
          const received = amounts.reduce((sum, amount) => sum + amount, 0);
          const given = back.reduce((sum, amount) => sum + amount, 0);
          expect(given).toBe(Math.max(0, received - kept));
          back.forEach((amount, index) => {
            expect(amount).toBeGreaterThanOrEqual(0);
            expect(amount).toBeLessThanOrEqual(amounts[index]!);
          });
        },
      ),
    );
  });
});
