import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AvailableCredit, applyCredits, creditBalanceCents, isCreditActive } from './credits.js';

const now = new Date('2026-03-01T12:00:00Z');
const days = (n: number) => new Date(now.getTime() + n * 86_400_000);

let sequence = 0;
function makeCredit(overrides: Partial<AvailableCredit> = {}): AvailableCredit {
  sequence += 1;
  return {
    id: `credit-${sequence}`,
    type: 'TOTAL',
    amountCents: 5_000,
    amountConsumedCents: 0,
    expiresAt: days(30),
    ...overrides,
  };
}

const item = { administrativeFeeCents: 2_000, totalCents: 12_500 };

describe('applyCredits', () => {
  it('caps fee credits at the summed administrative fees', () => {
    const credit = makeCredit({ type: 'FEES_ONLY', amountCents: 10_000 });
    expect(applyCredits({ items: [item, item], credits: [credit], now })).toEqual({
      feesCreditCents: 4_000,
      totalCreditCents: 0,
      appliedByCredit: [{ id: credit.id, cents: 4_000 }],
      payableCents: 21_000,
    });
  });

  it('caps total credits at what the fee credits left of the total', () => {
    const fees = makeCredit({ type: 'FEES_ONLY', amountCents: 1_500 });
    const total = makeCredit({ type: 'TOTAL', amountCents: 50_000 });
    expect(applyCredits({ items: [item], credits: [total, fees], now })).toEqual({
      feesCreditCents: 1_500,
      totalCreditCents: 11_000,
      appliedByCredit: [
        { id: fees.id, cents: 1_500 },
        { id: total.id, cents: 11_000 },
      ],
      payableCents: 0,
    });
  });

  it('uses only what is left of a partly consumed credit', () => {
    const credit = makeCredit({ amountCents: 5_000, amountConsumedCents: 4_000 });
    expect(applyCredits({ items: [item], credits: [credit], now }).totalCreditCents).toBe(1_000);
    expect(creditBalanceCents({ amountCents: 100, amountConsumedCents: 150 })).toBe(0);
  });

  it('ignores expired credits, an expiry at this very moment included', () => {
    const expired = makeCredit({ expiresAt: days(-1) });
    const expiringNow = makeCredit({ expiresAt: now });
    expect(isCreditActive(expiringNow, now)).toBe(false);
    expect(applyCredits({ items: [item], credits: [expired, expiringNow], now })).toMatchObject({
      totalCreditCents: 0,
      appliedByCredit: [],
      payableCents: 12_500,
    });
  });

  it('consumes the credit that expires first, and those without expiry last', () => {
    const never = makeCredit({ expiresAt: null, amountCents: 10_000 });
    const late = makeCredit({ expiresAt: days(90), amountCents: 10_000 });
    const soon = makeCredit({ expiresAt: days(2), amountCents: 10_000 });
    expect(applyCredits({ items: [item], credits: [never, late, soon], now }).appliedByCredit).toEqual([
      { id: soon.id, cents: 10_000 },
      { id: late.id, cents: 2_500 },
    ]);
  });

  it('applies nothing to an empty purchase', () => {
    expect(applyCredits({ items: [], credits: [makeCredit()], now })).toEqual({
      feesCreditCents: 0,
      totalCreditCents: 0,
      appliedByCredit: [],
      payableCents: 0,
    });
  });

  const cents = fc.integer({ min: 0, max: 10_000_000 });
  const items = fc.array(
    fc
      .tuple(cents, cents)
      .map(([a, b]) => ({ administrativeFeeCents: Math.min(a, b), totalCents: Math.max(a, b) })),
    { maxLength: 5 },
  );
  const credits = fc.uniqueArray(
    fc.record({
      id: fc.uuid(),
      type: fc.constantFrom('FEES_ONLY' as const, 'TOTAL' as const),
      amountCents: cents,
      amountConsumedCents: cents,
      expiresAt: fc.option(fc.integer({ min: -100, max: 100 }).map(days)),
    }),
    { maxLength: 8, selector: (credit) => credit.id },
  );

  it('never makes the payable negative nor exceeds a cap or a balance', () => {
    fc.assert(
      fc.property(items, credits, (purchase, available) => {
        const result = applyCredits({ items: purchase, credits: available, now });
        const total = purchase.reduce((acc, i) => acc + i.totalCents, 0);
        const fees = purchase.reduce((acc, i) => acc + i.administrativeFeeCents, 0);
        expect(result.payableCents).toBeGreaterThanOrEqual(0);
        expect(result.feesCreditCents).toBeLessThanOrEqual(fees);
        expect(result.feesCreditCents + result.totalCreditCents).toBeLessThanOrEqual(total);
        expect(result.payableCents).toBe(total - result.feesCreditCents - result.totalCreditCents);
        for (const applied of result.appliedByCredit) {
          const credit = available.find((c) => c.id === applied.id)!;
          expect(applied.cents).toBeGreaterThan(0);
          expect(applied.cents).toBeLessThanOrEqual(creditBalanceCents(credit));
          expect(isCreditActive(credit, now)).toBe(true);
        }
      }),
    );
  });

  it('uses every active credit it can before leaving anything payable', () => {
    fc.assert(
      fc.property(items, credits, (purchase, available) => {
        const result = applyCredits({ items: purchase, credits: available, now });
        const active = available.filter((credit) => isCreditActive(credit, now));
        const fees = purchase.reduce((acc, i) => acc + i.administrativeFeeCents, 0);
        const feeBalance = active
          .filter((credit) => credit.type === 'FEES_ONLY')
          .reduce((acc, credit) => acc + creditBalanceCents(credit), 0);
        const totalBalance = active
          .filter((credit) => credit.type === 'TOTAL')
          .reduce((acc, credit) => acc + creditBalanceCents(credit), 0);
        expect(result.feesCreditCents).toBe(Math.min(fees, feeBalance));
        expect(result.totalCreditCents).toBe(
          Math.min(result.payableCents + result.totalCreditCents, totalBalance),
        );
      }),
    );
  });
});
