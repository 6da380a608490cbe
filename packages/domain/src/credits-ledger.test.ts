import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AvailableCredit,
  applyCredits,
  availableCreditsFrom,
  type CreditLedgerEntry,
  creditBalanceCents,
  dueExpiries,
  entrySignIsValid,
  isCreditActive,
  ledgerBalances,
  spendableCents,
  statementTypeOf,
} from './credits.js';
import type { CreditType } from './enums.js';

const start = new Date('2026-03-01T12:00:00Z');
const day = 86_400_000;

type Grant = { id: string; type: CreditType; amountCents: number; expiresAt: Date | null };

/** Random histories of a buyer's ledger: grants, purchases, give-backs, expiries and reversals over time. */
const operation = fc.oneof(
  fc.record({
    op: fc.constant('grant' as const),
    type: fc.constantFrom('FEES_ONLY' as const, 'TOTAL' as const),
    amountCents: fc.integer({ min: 1, max: 100_000 }),
    validityDays: fc.option(fc.integer({ min: 0, max: 30 })),
  }),
  fc.record({
    op: fc.constant('buy' as const),
    items: fc.array(
      fc
        .record({ fee: fc.integer({ min: 0, max: 20_000 }), rest: fc.integer({ min: 0, max: 200_000 }) })
        .map(({ fee, rest }) => ({ administrativeFeeCents: fee, totalCents: fee + rest })),
      { minLength: 1, maxLength: 3 },
    ),
  }),
  fc.record({ op: fc.constant('release' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('reverse' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('wait' as const), days: fc.integer({ min: 0, max: 10 }) }),
);

type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

function run(operations: Operation[]) {
  const grants: Grant[] = [];
  const entries: CreditLedgerEntry[] = [];
  const purchases: {
    entries: CreditLedgerEntry[];
    released: boolean;
    application: ReturnType<typeof applyCredits>;
    usable: AvailableCredit[];
    at: Date;
    items: { administrativeFeeCents: number; totalCents: number }[];
  }[] = [];
  const reversed = new Set<string>();
  let now = start;
  const expireDue = () => {
    const expired = new Set(entries.filter((e) => e.kind === 'EXPIRY').map((e) => e.creditId));
    entries.push(...dueExpiries(availableCreditsFrom(grants, entries), now, expired));
  };
  for (const [index, step] of operations.entries()) {
    expireDue();
    if (step.op === 'grant') {
      const grant = {
        id: `c${index}`,
        type: step.type,
        amountCents: step.amountCents,
        expiresAt: step.validityDays === null ? null : new Date(now.getTime() + step.validityDays * day),
      };
      grants.push(grant);
      entries.push({ creditId: grant.id, kind: 'GRANT', amountCents: grant.amountCents });
    } else if (step.op === 'buy') {
      const usable = availableCreditsFrom(grants, entries).filter((c) => !reversed.has(c.id));
      const application = applyCredits({ items: step.items, credits: usable, now });
      const used = application.appliedByCredit
        .filter((a) => a.cents > 0)
        .map((a): CreditLedgerEntry => ({ creditId: a.id, kind: 'CONSUMPTION', amountCents: -a.cents }));
      entries.push(...used);
      purchases.push({ entries: used, released: false, application, usable, at: now, items: step.items });
    } else if (step.op === 'release' && purchases.length > 0) {
      const purchase = purchases[step.pick % purchases.length]!;
      if (purchase.released) continue;
      purchase.released = true;
      // Given back only to credits still usable (an expired or reversed credit stays spent).
      for (const used of purchase.entries) {
        const grant = grants.find((g) => g.id === used.creditId)!;
        const expired = grant.expiresAt !== null && grant.expiresAt.getTime() <= now.getTime();
        if (expired || reversed.has(grant.id)) continue;
        entries.push({ creditId: used.creditId, kind: 'RELEASE', amountCents: -used.amountCents });
      }
    } else if (step.op === 'reverse' && grants.length > 0) {
      const grant = grants[step.pick % grants.length]!;
      const left = ledgerBalances(entries).get(grant.id) ?? 0;
      if (reversed.has(grant.id) || left === 0) continue;
      reversed.add(grant.id);
      entries.push({ creditId: grant.id, kind: 'REVERSAL', amountCents: -left });
    } else if (step.op === 'wait') {
      now = new Date(now.getTime() + step.days * day);
    }
  }
  expireDue();
  return { grants, entries, purchases, now, reversed };
}

describe('the credit ledger', () => {
  const histories = fc.array(operation, { maxLength: 40 });

  it('keeps every balance between zero and the amount granted, each entry with its sign', () => {
    fc.assert(
      fc.property(histories, (operations) => {
        const { grants, entries } = run(operations);
        const balances = ledgerBalances(entries);
        for (const grant of grants) {
          const balance = balances.get(grant.id) ?? 0;
          expect(balance).toBeGreaterThanOrEqual(0);
          expect(balance).toBeLessThanOrEqual(grant.amountCents);
        }
        for (const entry of entries) expect(entrySignIsValid(entry)).toBe(true);
      }),
    );
  });

  it('balance = grants − consumptions + give-backs − expiries − reversals, and only unexpired credits are spendable', () => {
    fc.assert(
      fc.property(histories, (operations) => {
        const { grants, entries, now } = run(operations);
        const total = (kind: CreditLedgerEntry['kind']) =>
          entries.filter((e) => e.kind === kind).reduce((acc, e) => acc + Math.abs(e.amountCents), 0);
        const balance = [...ledgerBalances(entries).values()].reduce((a, b) => a + b, 0);
        expect(balance).toBe(
          total('GRANT') - total('CONSUMPTION') + total('RELEASE') - total('EXPIRY') - total('REVERSAL'),
        );
        // After the expiry run nothing expired keeps a balance, so what is left is what can be spent.
        const available = availableCreditsFrom(grants, entries);
        for (const credit of available) {
          if (credit.expiresAt && credit.expiresAt.getTime() <= now.getTime())
            expect(credit.amountCents - credit.amountConsumedCents).toBe(0);
        }
        expect(spendableCents(available, now)).toBe(balance);
      }),
    );
  });

  it('caps fee credits by the summed fees and the rest by what is left of the total', () => {
    fc.assert(
      fc.property(histories, (operations) => {
        const { purchases } = run(operations);
        for (const { application, items } of purchases) {
          const fees = items.reduce((acc, i) => acc + i.administrativeFeeCents, 0);
          const totalCents = items.reduce((acc, i) => acc + i.totalCents, 0);
          expect(application.feesCreditCents).toBeLessThanOrEqual(fees);
          expect(application.feesCreditCents + application.totalCreditCents).toBeLessThanOrEqual(totalCents);
          expect(application.payableCents).toBe(
            totalCents - application.feesCreditCents - application.totalCreditCents,
          );
        }
      }),
    );
  });

  it('consumes the credits that expire first: a later one is touched only when the earlier ones of its type are spent', () => {
    fc.assert(
      fc.property(histories, (operations) => {
        const { purchases } = run(operations);
        const expiry = (c: AvailableCredit) => c.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY;
        for (const { application, usable, at } of purchases) {
          const applied = new Map(application.appliedByCredit.map((a) => [a.id, a.cents]));
          for (const [id, cents] of applied) {
            if (cents === 0) continue;
            const credit = usable.find((c) => c.id === id)!;
            for (const other of usable) {
              if (other.type !== credit.type || !isCreditActive(other, at)) continue;
              if (expiry(other) < expiry(credit))
                expect(applied.get(other.id) ?? 0).toBe(creditBalanceCents(other));
            }
          }
        }
      }),
    );
  });

  it('types the statement lines: purchases BUY, referral bonuses RECOMMENDATION, the rest CREDIT', () => {
    expect(statementTypeOf('CONSUMPTION', 'MEMBER_GET_MEMBER')).toBe('BUY');
    expect(statementTypeOf('RELEASE', 'MARKETING')).toBe('BUY');
    expect(statementTypeOf('GRANT', 'MEMBER_GET_MEMBER')).toBe('RECOMMENDATION');
    expect(statementTypeOf('EXPIRY', 'MEMBER_GET_MEMBER')).toBe('RECOMMENDATION');
    expect(statementTypeOf('GRANT', 'CUSTOMER_SUPPORT')).toBe('CREDIT');
    expect(statementTypeOf('REVERSAL', 'BUYER_REFUND')).toBe('CREDIT');
  });
});
