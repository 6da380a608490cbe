import { describe, expect, it } from 'vitest';
import { lotClosingStatuses } from './enums.js';
import { initialLotClosingStatus, isLotClosingAvailable, lotResultOf } from './lot-closing.js';

describe('isLotClosingAvailable', () => {
  it('is true exactly for REJECTED, CANCELLED, UNCOLLECTIBLE, REFUNDED and ABANDONED', () => {
    const available = lotClosingStatuses.filter(isLotClosingAvailable);
    expect([...available].sort()).toEqual([
      'ABANDONED',
      'CANCELLED',
      'REFUNDED',
      'REJECTED',
      'UNCOLLECTIBLE',
    ]);
    expect(isLotClosingAvailable('APPROVED')).toBe(false);
    expect(isLotClosingAvailable('PENDING_CONFIRMATION')).toBe(false);
  });
});

describe('initialLotClosingStatus', () => {
  it('writes no closing for a lot without bids', () => {
    expect(initialLotClosingStatus({ winningBidCents: null, reserveCents: 10_000 })).toBeNull();
  });

  it('asks the seller when the bid is below the reserve', () => {
    expect(initialLotClosingStatus({ winningBidCents: 9_999, reserveCents: 10_000 })).toBe(
      'PENDING_CONFIRMATION',
    );
  });

  it('approves a bid at or above the reserve, or without one', () => {
    expect(initialLotClosingStatus({ winningBidCents: 10_000, reserveCents: 10_000 })).toBe('APPROVED');
    expect(initialLotClosingStatus({ winningBidCents: 1, reserveCents: null })).toBe('APPROVED');
  });
});

describe('lotResultOf', () => {
  it('is sold once approved, conditional while the seller decides, unsold without a sale', () => {
    expect(lotResultOf(null)).toBe('UNSOLD');
    expect(lotResultOf('PENDING_CONFIRMATION')).toBe('CONDITIONAL');
    for (const status of ['APPROVED', 'UNCOLLECTIBLE', 'ABANDONED', 'REFUNDED'] as const) {
      expect(lotResultOf(status)).toBe('SOLD');
    }
    expect(lotResultOf('REJECTED')).toBe('UNSOLD');
    expect(lotResultOf('CANCELLED')).toBe('UNSOLD');
    // Every status has a result.
    for (const status of lotClosingStatuses)
      expect(['SOLD', 'CONDITIONAL', 'UNSOLD']).toContain(lotResultOf(status));
  });
});
