import { describe, expect, it } from 'vitest';
import { buyerRefundStatuses } from './enums.js';
import {
  agreementKindOf,
  canMoveRefund,
  payoutOwnedByBuyer,
  refundAmountCents,
  refundCreditShareCents,
  refundStatusesLeadingTo,
  withdrawalDeadline,
  withinWithdrawalPeriod,
} from './refunds.js';
import { createRefundSchema } from './refunds-schemas.js';

describe('refund state machine', () => {
  it('allows exactly the spec moves, each to its actor', () => {
    const legal = new Set([
      'DRAFT>IN_ANALYSIS>BUYER',
      'DRAFT>CANCELLED>BUYER',
      'IN_ANALYSIS>CANCELLED>BUYER',
      'IN_ANALYSIS>APPROVED>STAFF',
      'IN_ANALYSIS>REJECTED>STAFF',
      'APPROVED>PAID>SYSTEM',
      'APPROVED>PAID>FINANCE',
    ]);
    for (const from of buyerRefundStatuses)
      for (const to of buyerRefundStatuses)
        for (const actor of ['BUYER', 'STAFF', 'FINANCE', 'SYSTEM'] as const)
          expect(canMoveRefund(from, to, actor), `${from}>${to}>${actor}`).toBe(
            legal.has(`${from}>${to}>${actor}`),
          );
  });

  it('a buyer cannot cancel once decided; final statuses have no way out', () => {
    expect(refundStatusesLeadingTo('CANCELLED', 'BUYER')).toEqual(['DRAFT', 'IN_ANALYSIS']);
    expect(refundStatusesLeadingTo('APPROVED', 'BUYER')).toEqual([]);
    for (const to of buyerRefundStatuses) {
      for (const from of ['REJECTED', 'CANCELLED', 'PAID'] as const)
        expect(canMoveRefund(from, to, 'STAFF') || canMoveRefund(from, to, 'BUYER')).toBe(false);
    }
  });
});

describe('refund amount and agreement', () => {
  it('fees only gives the administrative fee, total gives what was paid, never more than paid', () => {
    expect(
      refundAmountCents({
        compensation: 'CREDITS_ADMINISTRATIVE_FEES',
        paidCents: 60_000,
        administrativeFeeCents: 5_000,
      }),
    ).toBe(5_000);
    expect(
      refundAmountCents({
        compensation: 'CREDITS_TOTAL_PURCHASE',
        paidCents: 60_000,
        administrativeFeeCents: 5_000,
      }),
    ).toBe(60_000);
    expect(refundAmountCents({ compensation: 'PIX', paidCents: 60_000, administrativeFeeCents: 5_000 })).toBe(
      60_000,
    );
    expect(
      refundAmountCents({
        compensation: 'CREDITS_ADMINISTRATIVE_FEES',
        paidCents: 1_000,
        administrativeFeeCents: 5_000,
      }),
    ).toBe(1_000);
    expect(refundAmountCents({ compensation: 'PIX', paidCents: -5, administrativeFeeCents: 0 })).toBe(0);
  });

  it('PIX is signed under the pix agreement, both credits under the credits agreement', () => {
    expect(agreementKindOf('PIX')).toBe('PIX');
    expect(agreementKindOf('CREDITS_TOTAL_PURCHASE')).toBe('CREDITS');
    expect(agreementKindOf('CREDITS_ADMINISTRATIVE_FEES')).toBe('CREDITS');
  });
});

describe('payout ownership', () => {
  const cpf = '529.982.247-25';
  it('a CPF/CNPJ key must be the buyer tax id', () => {
    expect(payoutOwnedByBuyer({ kind: 'PIX_KEY', keyType: 'CPF', key: '52998224725' }, cpf)).toBe(true);
    expect(payoutOwnedByBuyer({ kind: 'PIX_KEY', keyType: 'CPF', key: '11144477735' }, cpf)).toBe(false);
    // A holder field does not rescue another person's CPF key.
    expect(
      payoutOwnedByBuyer({ kind: 'PIX_KEY', keyType: 'CPF', key: '11144477735', holderTaxId: cpf }, cpf),
    ).toBe(false);
  });

  it('e-mail, phone and random keys and bank accounts need the holder tax id to be the buyer', () => {
    expect(payoutOwnedByBuyer({ kind: 'PIX_KEY', keyType: 'EMAIL', key: 'a@b.com' }, cpf)).toBe(false);
    expect(
      payoutOwnedByBuyer({ kind: 'PIX_KEY', keyType: 'EMAIL', key: 'a@b.com', holderTaxId: cpf }, cpf),
    ).toBe(true);
    expect(
      payoutOwnedByBuyer({ kind: 'PIX_KEY', keyType: 'RANDOM', key: 'x', holderTaxId: '11144477735' }, cpf),
    ).toBe(false);
    const account = {
      kind: 'BANK_ACCOUNT' as const,
      bankCode: '001',
      branch: '1234',
      accountNumber: '12345-6',
      accountType: 'checking' as const,
      transferType: 'ted' as const,
      holderName: 'Maria',
      holderTaxId: '52998224725',
    };
    expect(payoutOwnedByBuyer(account, cpf)).toBe(true);
    expect(payoutOwnedByBuyer({ ...account, holderTaxId: '11144477735' }, cpf)).toBe(false);
    expect(payoutOwnedByBuyer(account, '')).toBe(false);
  });
});

describe('refund request schema', () => {
  const base = {
    paymentIntentId: '00000000-0000-4000-8000-000000000001',
    lotId: '00000000-0000-4000-8000-000000000002',
    reason: 'DAMAGED',
    description: 'Chegou com a tela quebrada.',
  };
  it('PIX needs a destination; credits do not', () => {
    expect(createRefundSchema.safeParse({ ...base, compensation: 'PIX' }).success).toBe(false);
    expect(createRefundSchema.safeParse({ ...base, compensation: 'CREDITS_TOTAL_PURCHASE' }).success).toBe(
      true,
    );
    expect(
      createRefundSchema.safeParse({
        ...base,
        compensation: 'PIX',
        payoutDestination: { kind: 'PIX_KEY', keyType: 'CPF', key: '52998224725' },
      }).success,
    ).toBe(true);
  });
});

describe('direct sale withdrawal period', () => {
  it('is 7 days from receipt', () => {
    const received = new Date('2026-11-01T12:00:00Z');
    expect(withinWithdrawalPeriod(received, new Date('2026-11-08T12:00:00Z'))).toBe(true);
    expect(withinWithdrawalPeriod(received, new Date('2026-11-08T12:00:01Z'))).toBe(false);
  });

  it('ends at the last instant still within the period', () => {
    const received = new Date('2026-11-01T12:00:00Z');
    const deadline = withdrawalDeadline(received);
    expect(deadline.toISOString()).toBe('2026-11-08T12:00:00.000Z');
    expect(withinWithdrawalPeriod(received, deadline)).toBe(true);
    expect(withinWithdrawalPeriod(received, new Date(deadline.getTime() + 1))).toBe(false);
  });
});

describe('refundCreditShareCents', () => {
  const share = (
    compensation: 'PIX' | 'CREDITS_TOTAL_PURCHASE' | 'CREDITS_ADMINISTRATIVE_FEES',
    lotCents: number,
  ) => refundCreditShareCents({ compensation, lotCents, itemsCents: 100_000, creditsCents: 30_001 });

  it("gives back the lot's share of the credits in proportion to what it cost, rounded down", () => {
    expect(share('PIX', 100_000)).toBe(30_001);
    expect(share('CREDITS_TOTAL_PURCHASE', 50_000)).toBe(15_000);
    expect(share('PIX', 33_333)).toBe(10_000);
    // Every lot's share together never passes what was used.
    expect(share('PIX', 50_000) + share('PIX', 50_000)).toBeLessThanOrEqual(30_001);
  });

  it('gives none for a fee-only refund, a purchase without credits, or nothing bought', () => {
    expect(share('CREDITS_ADMINISTRATIVE_FEES', 50_000)).toBe(0);
    expect(
      refundCreditShareCents({ compensation: 'PIX', lotCents: 5_000, itemsCents: 10_000, creditsCents: 0 }),
    ).toBe(0);
    expect(
      refundCreditShareCents({ compensation: 'PIX', lotCents: 0, itemsCents: 0, creditsCents: 500 }),
    ).toBe(0);
  });
});
