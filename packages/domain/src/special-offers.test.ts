import { describe, expect, it } from 'vitest';
import { arrematesOfferEnabled, maySeeSpecialOffers, specialOffersRefusal } from './special-offers.js';

describe('who sees Ofertas Especiais (decision 205)', () => {
  const verified = { status: 'VERIFIED' as const, blocked: false };

  it('allows a verified buyer, not blocked, with a paid purchase', () => {
    expect(maySeeSpecialOffers({ buyer: verified, paidPurchases: 1 })).toBe(true);
  });

  it('refuses, with the first reason, everyone else', () => {
    expect(specialOffersRefusal({ buyer: null, paidPurchases: 3 })).toBe('NOT_A_BUYER');
    expect(specialOffersRefusal({ buyer: { ...verified, blocked: true }, paidPurchases: 3 })).toBe('BLOCKED');
    expect(specialOffersRefusal({ buyer: { status: 'UNVERIFIED', blocked: false }, paidPurchases: 3 })).toBe(
      'NOT_VERIFIED',
    );
    expect(specialOffersRefusal({ buyer: verified, paidPurchases: 0 })).toBe('NO_PAID_PURCHASE');
  });

  it('keeps the arremates offer flag off', () => {
    expect(arrematesOfferEnabled).toBe(false);
  });
});
