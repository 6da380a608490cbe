import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ListingType } from './enums.js';
import {
  administrativeFeeCents,
  type FeeRow,
  feeFromTable,
  parseBuyerFeePercentage,
  priceFromTotal,
  totalFromPrice,
} from './pricing.js';
import { feeTableSchema } from './pricing-schemas.js';

/** R$ 0–1.000 → R$ 50; R$ 1.000,01–10.000 → R$ 200; above → R$ 500. */
const feeTable: FeeRow[] = [
  { fromValueCents: 0, toValueCents: 100_000, feeCents: 5_000 },
  { fromValueCents: 100_001, toValueCents: 1_000_000, feeCents: 20_000 },
  { fromValueCents: 1_000_001, toValueCents: 100_000_000_000, feeCents: 50_000 },
];

/** A direct-sale table with a small first fee: R$ 5,00 up to R$ 100,00, then R$ 15,00. */
const directSaleTable: FeeRow[] = [
  { fromValueCents: 0, toValueCents: 10_000, feeCents: 500 },
  { fromValueCents: 10_001, toValueCents: 100_000_000_000, feeCents: 1_500 },
];

const auctionTypes: ListingType[] = ['AUCTION', 'JUDICIAL_PHASED_AUCTION'];

/** Tables as staff write them: rows that meet, fees that grow with the price. */
const contiguousFeeTable = fc
  .uniqueArray(fc.integer({ min: 1, max: 50_000_000 }), { minLength: 0, maxLength: 5 })
  .chain((starts) =>
    fc
      .array(fc.integer({ min: 0, max: 200_000 }), {
        minLength: starts.length + 1,
        maxLength: starts.length + 1,
      })
      .map((fees) => {
        const froms = [0, ...starts.sort((a, b) => a - b)];
        const sortedFees = fees.sort((a, b) => a - b);
        return froms.map(
          (from, i): FeeRow => ({
            fromValueCents: from,
            toValueCents: i + 1 < froms.length ? froms[i + 1]! - 1 : 1_000_000_000_000,
            feeCents: sortedFees[i]!,
          }),
        );
      }),
  );
const price = fc.oneof(fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 0, max: 10_000_000_000 }));
const total = fc.oneof(fc.integer({ min: 1, max: 20_000 }), fc.integer({ min: 1, max: 10_000_000_000 }));
const rowStarts = (table: FeeRow[]) => table.map((row) => row.fromValueCents);
/** Whole percentages as the back office stores them ('10%'). */
const percentage = fc.integer({ min: 0, max: 100 }).map((n) => n / 100);
/** For the checks that walk every total: seconds of work, far past Vitest's default 5 s on a busy machine. */
const EXHAUSTIVE = { timeout: 60_000 };

describe('totalFromPrice', () => {
  it('adds 5% commission and the fee table row to an auction price', () => {
    expect(totalFromPrice({ listingType: 'AUCTION', priceCents: 100_000, feeTable })).toEqual({
      priceCents: 100_000,
      commissionCents: 5_000,
      administrativeFeeCents: 5_000,
      totalCents: 110_000,
    });
    expect(totalFromPrice({ listingType: 'JUDICIAL_PHASED_AUCTION', priceCents: 100_001, feeTable })).toEqual(
      {
        priceCents: 100_001,
        commissionCents: 5_000,
        administrativeFeeCents: 20_000,
        totalCents: 125_001,
      },
    );
  });

  it('adds the buyer fee percentage when there is no table', () => {
    expect(totalFromPrice({ listingType: 'AUCTION', priceCents: 100_000, buyerFeePercentage: 0.1 })).toEqual({
      priceCents: 100_000,
      commissionCents: 5_000,
      administrativeFeeCents: 10_000,
      totalCents: 115_000,
    });
    expect(
      totalFromPrice({ listingType: 'DIRECT_SALE', priceCents: 100_000, buyerFeePercentage: 0.1 }).totalCents,
    ).toBe(110_000);
  });

  it('charges no commission on direct sales', () => {
    expect(totalFromPrice({ listingType: 'DIRECT_SALE', priceCents: 500_000, feeTable })).toEqual({
      priceCents: 500_000,
      commissionCents: 0,
      administrativeFeeCents: 20_000,
      totalCents: 520_000,
    });
  });

  it('charges 15% on a direct sale whose 15% total is below R$ 41,00 (prices up to R$ 35,64)', () => {
    const fee = (priceCents: number, table: FeeRow[]) =>
      totalFromPrice({ listingType: 'DIRECT_SALE', priceCents, feeTable: table }).administrativeFeeCents;
    expect(fee(2_000, directSaleTable)).toBe(300);
    // 3.564 + 535 = 4.099, below R$ 41,00, whatever the table says.
    expect(fee(3_564, directSaleTable)).toBe(535);
    expect(fee(3_564, feeTable)).toBe(535);
    expect(fee(2_000, feeTable)).toBe(300);
    // 3.565 + 535 = 4.100 is not below R$ 41,00: the table fee stands.
    expect(fee(3_565, directSaleTable)).toBe(500);
    expect(fee(3_565, feeTable)).toBe(5_000);
  });

  it('rounds commission and fee half up to the cent', () => {
    expect(totalFromPrice({ listingType: 'AUCTION', priceCents: 10, buyerFeePercentage: 0.05 })).toEqual({
      priceCents: 10,
      commissionCents: 1,
      administrativeFeeCents: 1,
      totalCents: 12,
    });
    expect(totalFromPrice({ listingType: 'AUCTION', priceCents: 9 }).commissionCents).toBe(0);
  });

  it('charges no fee without table or percentage', () => {
    expect(totalFromPrice({ listingType: 'DIRECT_SALE', priceCents: 1_234 }).totalCents).toBe(1_234);
    expect(totalFromPrice({ listingType: 'AUCTION', priceCents: 1_000, feeTable: [] }).totalCents).toBe(
      1_050,
    );
  });

  it('refuses other listing types and bad prices', () => {
    expect(() => totalFromPrice({ listingType: 'RAFFLE' as ListingType, priceCents: 1 })).toThrow(
      'Unsupported listing type',
    );
    expect(() => totalFromPrice({ listingType: 'AUCTION', priceCents: -1 })).toThrow(RangeError);
    expect(() => totalFromPrice({ listingType: 'AUCTION', priceCents: 1.5 })).toThrow(RangeError);
    expect(() => totalFromPrice({ listingType: 'AUCTION', priceCents: 1, buyerFeePercentage: -0.1 })).toThrow(
      RangeError,
    );
  });
});

describe('feeFromTable', () => {
  it('takes the row whose range holds the price, bounds included', () => {
    expect(feeFromTable(feeTable, 0)).toBe(5_000);
    expect(feeFromTable(feeTable, 100_000)).toBe(5_000);
    expect(feeFromTable(feeTable, 100_001)).toBe(20_000);
    expect(feeFromTable(feeTable, 1_000_001)).toBe(50_000);
  });

  it('keeps the row below for prices between rows or past the last, and the first row below it', () => {
    const gappy: FeeRow[] = [
      { fromValueCents: 1_000, toValueCents: 2_000, feeCents: 100 },
      { fromValueCents: 5_000, toValueCents: 6_000, feeCents: 300 },
    ];
    expect(feeFromTable(gappy, 500)).toBe(100);
    expect(feeFromTable(gappy, 3_000)).toBe(100);
    expect(feeFromTable(gappy, 9_000)).toBe(300);
    expect(feeFromTable([...gappy].reverse(), 5_500)).toBe(300);
  });
});

describe('priceFromTotal', () => {
  it('gives zero for totals at or below zero', () => {
    for (const listingType of ['AUCTION', 'DIRECT_SALE'] as const) {
      expect(priceFromTotal({ listingType, totalCents: 0, feeTable })).toBe(0);
      expect(priceFromTotal({ listingType, totalCents: -500, buyerFeePercentage: 0.1 })).toBe(0);
    }
  });

  it('splits an auction total at or below the lowest fee 50/50', () => {
    // Fee R$ 25,00; price 2.500 / 1,05 = 2.380,95… → 2.380.
    expect(priceFromTotal({ listingType: 'AUCTION', totalCents: 5_000, feeTable })).toBe(2_380);
    expect(priceFromTotal({ listingType: 'JUDICIAL_PHASED_AUCTION', totalCents: 2_100, feeTable })).toBe(
      1_000,
    );
  });

  it('finds the auction price through the fee table above the lowest fee', () => {
    expect(priceFromTotal({ listingType: 'AUCTION', totalCents: 110_000, feeTable })).toBe(100_000);
    expect(priceFromTotal({ listingType: 'AUCTION', totalCents: 125_001, feeTable })).toBe(100_001);
    expect(priceFromTotal({ listingType: 'AUCTION', totalCents: 5_001, feeTable })).toBe(1);
  });

  it('floors total / (1.05 + pct) for an auction with a percentage', () => {
    expect(priceFromTotal({ listingType: 'AUCTION', totalCents: 115_000, buyerFeePercentage: 0.1 })).toBe(
      100_000,
    );
    // 1.000 / 1,15 = 869,56… → 869.
    expect(priceFromTotal({ listingType: 'AUCTION', totalCents: 1_000, buyerFeePercentage: 0.1 })).toBe(869);
    expect(priceFromTotal({ listingType: 'AUCTION', totalCents: 1_050 })).toBe(1_000);
  });

  it('uses 15% for a direct-sale total below R$ 41,00 with a fee table', () => {
    expect(priceFromTotal({ listingType: 'DIRECT_SALE', totalCents: 2_300, feeTable: directSaleTable })).toBe(
      2_000,
    );
    // 4.099 / 1,15 = 3.564,34… → 3.564.
    expect(priceFromTotal({ listingType: 'DIRECT_SALE', totalCents: 4_099, feeTable: directSaleTable })).toBe(
      3_564,
    );
    expect(priceFromTotal({ listingType: 'DIRECT_SALE', totalCents: 4_100, feeTable: directSaleTable })).toBe(
      3_600,
    );
    expect(priceFromTotal({ listingType: 'DIRECT_SALE', totalCents: 4_099, feeTable })).toBe(3_564);
  });

  it('never answers zero for a direct-sale total between R$ 41,00 and the lowest fee', () => {
    // Every price above R$ 35,64 pays at least R$ 50,00 here: totals R$ 41,00–R$ 85,64 keep the 15% band's
    // largest price, R$ 35,64 (total R$ 40,99), instead of the 0 they used to give.
    for (const totalCents of [4_100, 5_000, 8_564]) {
      expect(priceFromTotal({ listingType: 'DIRECT_SALE', totalCents, feeTable })).toBe(3_564);
    }
    expect(priceFromTotal({ listingType: 'DIRECT_SALE', totalCents: 8_565, feeTable })).toBe(3_565);
  });

  it('subtracts the table fee for larger direct-sale totals', () => {
    expect(priceFromTotal({ listingType: 'DIRECT_SALE', totalCents: 520_000, feeTable })).toBe(500_000);
    expect(priceFromTotal({ listingType: 'DIRECT_SALE', totalCents: 105_000, feeTable })).toBe(100_000);
    expect(
      priceFromTotal({ listingType: 'DIRECT_SALE', totalCents: 11_501, feeTable: directSaleTable }),
    ).toBe(10_001);
    // Between R$ 105,00 (price R$ 100,00) and R$ 115,01 no price fits: the price stops at its row's end.
    expect(
      priceFromTotal({ listingType: 'DIRECT_SALE', totalCents: 11_000, feeTable: directSaleTable }),
    ).toBe(10_000);
  });

  it('divides by 1 + pct for a direct sale with a percentage', () => {
    expect(priceFromTotal({ listingType: 'DIRECT_SALE', totalCents: 110_000, buyerFeePercentage: 0.1 })).toBe(
      100_000,
    );
    expect(priceFromTotal({ listingType: 'DIRECT_SALE', totalCents: 999 })).toBe(999);
  });

  it('raises an error for other listing types', () => {
    expect(() => priceFromTotal({ listingType: 'RAFFLE' as ListingType, totalCents: 1_000 })).toThrow(
      new Error('Unsupported listing type'),
    );
  });

  it('is inverted by totalFromPrice within a cent (auction, fee table, total above the lowest fee)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...auctionTypes), contiguousFeeTable, total, (listingType, table, t) => {
        fc.pre(t > Math.min(...table.map((row) => row.feeCents)));
        const priceCents = priceFromTotal({ listingType, totalCents: t, feeTable: table });
        const back = totalFromPrice({ listingType, priceCents, feeTable: table }).totalCents;
        expect(back).toBeLessThanOrEqual(t);
        // Totals inside the jump between two rows' fees cannot be reached; the price stops at the row's end.
        expect(back >= t - 1 || rowStarts(table).includes(priceCents + 1)).toBe(true);
      }),
    );
  });

  it('gives back every reachable total within a cent, row starts included (fee tables)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...auctionTypes, 'DIRECT_SALE'),
        contiguousFeeTable,
        price,
        (listingType, table, p) => {
          const lowestFee = Math.min(...table.map((row) => row.feeCents));
          for (const priceCents of [p, ...table.map((row) => row.fromValueCents)]) {
            const t = totalFromPrice({ listingType, priceCents, feeTable: table }).totalCents;
            // Auction totals at or below the lowest fee are split 50/50; a direct-sale price above R$ 35,64
            // whose table total stays below R$ 41,00 is priced back at 15% (see the direct-sale tests).
            if (listingType === 'DIRECT_SALE' ? priceCents > 3_564 && t < 4_100 : t <= lowestFee) continue;
            const back = priceFromTotal({ listingType, totalCents: t, feeTable: table });
            const again = totalFromPrice({ listingType, priceCents: back, feeTable: table }).totalCents;
            expect(again).toBeLessThanOrEqual(t);
            expect(again).toBeGreaterThanOrEqual(t - 1);
          }
        },
      ),
    );
  });

  it('is inverted by totalFromPrice within a cent for a direct sale with a percentage up to 50%', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50 }).map((n) => n / 100),
        total,
        (pct, t) => {
          const priceCents = priceFromTotal({
            listingType: 'DIRECT_SALE',
            totalCents: t,
            buyerFeePercentage: pct,
          });
          const back = totalFromPrice({
            listingType: 'DIRECT_SALE',
            priceCents,
            buyerFeePercentage: pct,
          }).totalCents;
          expect(back).toBeLessThanOrEqual(t);
          expect(back).toBeGreaterThanOrEqual(t - 1);
        },
      ),
    );
  });

  it('is inverted by totalFromPrice within a cent for an auction with a percentage up to 10%', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 }).map((n) => n / 100),
        total,
        (pct, t) => {
          const priceCents = priceFromTotal({
            listingType: 'AUCTION',
            totalCents: t,
            buyerFeePercentage: pct,
          });
          const back = totalFromPrice({
            listingType: 'AUCTION',
            priceCents,
            buyerFeePercentage: pct,
          }).totalCents;
          expect(Math.abs(back - t)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it('lands within two cents below and one above for an auction with any percentage', () => {
    // The spec's floor(total / (1.05 + pct)) ignores that commission and fee each round to the cent.
    fc.assert(
      fc.property(percentage, total, (pct, t) => {
        const priceCents = priceFromTotal({ listingType: 'AUCTION', totalCents: t, buyerFeePercentage: pct });
        const back = totalFromPrice({
          listingType: 'AUCTION',
          priceCents,
          buyerFeePercentage: pct,
        }).totalCents;
        expect(back).toBeGreaterThanOrEqual(t - 2);
        expect(back).toBeLessThanOrEqual(t + 1);
      }),
    );
    expect(priceFromTotal({ listingType: 'AUCTION', totalCents: 35, buyerFeePercentage: 0.16 })).toBe(28);
    // 35 / 1,21 = 28,9… → 28, whose total is 28 + 1 + 4 = 33, though 29 + 1 + 5 = 35 exactly.
  });

  it(
    'gives a positive price, whose total fits, for every direct-sale total up to R$ 5.000 (fee tables)',
    EXHAUSTIVE,
    () => {
      const tables: FeeRow[][] = [
        feeTable,
        directSaleTable,
        [{ fromValueCents: 0, toValueCents: 1_000_000_000, feeCents: 0 }],
        [{ fromValueCents: 0, toValueCents: 1_000_000_000, feeCents: 1_000_000 }],
        [
          { fromValueCents: 0, toValueCents: 3_000, feeCents: 9_000 },
          { fromValueCents: 3_001, toValueCents: 1_000_000_000, feeCents: 100 },
        ],
      ];
      for (const table of tables) {
        for (let t = 1; t <= 500_000; t += 1) {
          const priceCents = priceFromTotal({ listingType: 'DIRECT_SALE', totalCents: t, feeTable: table });
          if (priceCents <= 0) throw new Error(`total ${t} gave price ${priceCents}`);
          const back = totalFromPrice({ listingType: 'DIRECT_SALE', priceCents, feeTable: table }).totalCents;
          if (back > t) throw new Error(`total ${t} gave price ${priceCents} whose total is ${back}`);
        }
      }
    },
  );

  it('gives a positive price, whose total fits, for any direct-sale total and any table', () => {
    fc.assert(
      fc.property(contiguousFeeTable, total, (table, t) => {
        const priceCents = priceFromTotal({ listingType: 'DIRECT_SALE', totalCents: t, feeTable: table });
        expect(priceCents).toBeGreaterThan(0);
        const back = totalFromPrice({ listingType: 'DIRECT_SALE', priceCents, feeTable: table }).totalCents;
        expect(back).toBeLessThanOrEqual(t);
        // Below R$ 41,00 the spec's floor(total / 1,15) lands within a cent.
        if (t < 4_100 && priceCents <= 3_564) expect(back).toBeGreaterThanOrEqual(t - 1);
      }),
    );
  });

  it('gives back every direct-sale price within a cent: price → total → price (fee tables)', () => {
    fc.assert(
      fc.property(contiguousFeeTable, price, (table, p) => {
        fc.pre(p > 0);
        const t = totalFromPrice({ listingType: 'DIRECT_SALE', priceCents: p, feeTable: table }).totalCents;
        // A price above R$ 35,64 whose table fee keeps its total below R$ 41,00 (a fee under R$ 5,35) cannot
        // come back: the spec prices every total below R$ 41,00 at 15%.
        fc.pre(p <= 3_564 || t >= 4_100);
        const back = priceFromTotal({ listingType: 'DIRECT_SALE', totalCents: t, feeTable: table });
        expect(Math.abs(back - p)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it(
    'gives a positive price, whose total fits, for every reachable direct-sale total (percentages)',
    EXHAUSTIVE,
    () => {
      for (let whole = 0; whole <= 100; whole += 1) {
        const pct = whole / 100;
        const reachable = new Set<number>();
        for (let p = 1; p <= 20_000; p += 1) {
          reachable.add(
            totalFromPrice({ listingType: 'DIRECT_SALE', priceCents: p, buyerFeePercentage: pct }).totalCents,
          );
        }
        for (const t of reachable) {
          const priceCents = priceFromTotal({
            listingType: 'DIRECT_SALE',
            totalCents: t,
            buyerFeePercentage: pct,
          });
          if (priceCents <= 0) throw new Error(`${whole}%: total ${t} gave price ${priceCents}`);
          const back = totalFromPrice({
            listingType: 'DIRECT_SALE',
            priceCents,
            buyerFeePercentage: pct,
          }).totalCents;
          if (back > t) throw new Error(`${whole}%: total ${t} gave ${priceCents}, whose total is ${back}`);
        }
      }
    },
  );

  it('gives back every direct-sale price within a cent with a percentage', () => {
    fc.assert(
      fc.property(percentage, price, (pct, p) => {
        const t = totalFromPrice({
          listingType: 'DIRECT_SALE',
          priceCents: p,
          buyerFeePercentage: pct,
        }).totalCents;
        const back = priceFromTotal({ listingType: 'DIRECT_SALE', totalCents: t, buyerFeePercentage: pct });
        expect(Math.abs(back - p)).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('administrativeFeeCents', () => {
  it('prefers the fee table over the percentage', () => {
    expect(administrativeFeeCents('AUCTION', 100_000, { feeTable, buyerFeePercentage: 0.5 })).toBe(5_000);
  });
});

describe('parseBuyerFeePercentage', () => {
  it('reads whole percentages', () => {
    expect(parseBuyerFeePercentage('10%')).toBe(0.1);
    expect(parseBuyerFeePercentage('0%')).toBe(0);
    expect(parseBuyerFeePercentage(' 5% ')).toBe(0.05);
  });

  it('gives null for the reserved -5 and anything else', () => {
    expect(parseBuyerFeePercentage('-5')).toBeNull();
    expect(parseBuyerFeePercentage('10')).toBeNull();
    expect(parseBuyerFeePercentage('10,5%')).toBeNull();
  });
});

describe('feeTableSchema', () => {
  it('accepts rows that do not overlap', () => {
    expect(feeTableSchema.safeParse(feeTable).success).toBe(true);
  });

  it('refuses overlapping rows, reversed ranges, fractions and empty tables in pt-BR', () => {
    const overlap = [feeTable[0]!, { ...feeTable[1]!, fromValueCents: 100_000 }];
    expect(feeTableSchema.safeParse(overlap).error?.issues[0]?.message).toBe(
      'As faixas da tabela de taxas não podem se sobrepor',
    );
    expect(
      feeTableSchema.safeParse([{ feeCents: 1, fromValueCents: 10, toValueCents: 5 }]).error?.issues[0]
        ?.message,
    ).toBe('O valor final da faixa deve ser maior ou igual ao inicial');
    expect(
      feeTableSchema.safeParse([{ feeCents: 1.5, fromValueCents: 0, toValueCents: 5 }]).error?.issues[0]
        ?.message,
    ).toBe('Informe um valor em centavos, inteiro e não negativo');
    expect(feeTableSchema.safeParse([]).error?.issues[0]?.message).toBe('Informe ao menos uma faixa');
  });
});
