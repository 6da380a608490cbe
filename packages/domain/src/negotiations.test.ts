import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { negotiationStatuses } from './enums.js';
import {
  agreedUnitPriceCents,
  checkCounterPrice,
  checkOfferPrice,
  minimumOfferCents,
  type NegotiationAction,
  type NegotiationActor,
  negotiationActionsFor,
  negotiationMove,
} from './negotiations.js';

const actors: NegotiationActor[] = ['BUYER', 'SELLER', 'SYSTEM'];
const actions: NegotiationAction[] = ['ACCEPT', 'REJECT', 'COUNTER', 'CANCEL', 'EXPIRE', 'LOT_SOLD'];

describe('negotiation state machine', () => {
  it('allows exactly the moves of the spec, by actor', () => {
    const legal: string[] = [];
    for (const status of negotiationStatuses) {
      for (const actor of actors) {
        for (const action of actions) {
          const result = negotiationMove(status, actor, action);
          if (result.ok) legal.push(`${status} ${actor} ${action} → ${result.to}`);
        }
      }
    }
    expect(legal.sort()).toEqual(
      [
        'PENDING_SELLER_RESPONSE SELLER ACCEPT → ACCEPTED_BY_SELLER',
        'PENDING_SELLER_RESPONSE SELLER REJECT → REJECTED_BY_SELLER',
        'PENDING_SELLER_RESPONSE SELLER COUNTER → PENDING_BUYER_RESPONSE',
        'PENDING_SELLER_RESPONSE BUYER CANCEL → CANCELLED_BY_BUYER',
        'PENDING_SELLER_RESPONSE SYSTEM EXPIRE → REJECTED_BY_SELLER',
        'PENDING_SELLER_RESPONSE SYSTEM LOT_SOLD → REJECTED_BY_SELLER',
        'PENDING_BUYER_RESPONSE BUYER ACCEPT → ACCEPTED_BY_BUYER',
        'PENDING_BUYER_RESPONSE BUYER REJECT → REJECTED_BY_BUYER',
        'PENDING_BUYER_RESPONSE BUYER CANCEL → CANCELLED_BY_BUYER',
        'PENDING_BUYER_RESPONSE SYSTEM EXPIRE → REJECTED_BY_BUYER',
        'PENDING_BUYER_RESPONSE SYSTEM LOT_SOLD → REJECTED_BY_SELLER',
      ].sort(),
    );
  });

  it('refuses every move on a closed negotiation as closed, and the other side’s moves as not your turn', () => {
    for (const status of negotiationStatuses.slice(2)) {
      for (const actor of actors) {
        for (const action of actions) {
          expect(negotiationMove(status, actor, action)).toEqual({
            ok: false,
            refusal: 'NEGOTIATION_CLOSED',
          });
        }
      }
      expect(negotiationActionsFor(status, 'BUYER')).toEqual([]);
    }
    expect(negotiationMove('PENDING_SELLER_RESPONSE', 'BUYER', 'ACCEPT')).toEqual({
      ok: false,
      refusal: 'NEGOTIATION_NOT_YOUR_TURN',
    });
    expect(negotiationMove('PENDING_BUYER_RESPONSE', 'SELLER', 'ACCEPT')).toEqual({
      ok: false,
      refusal: 'NEGOTIATION_NOT_YOUR_TURN',
    });
    expect(negotiationMove('PENDING_BUYER_RESPONSE', 'SELLER', 'COUNTER')).toEqual({
      ok: false,
      refusal: 'NEGOTIATION_NOT_YOUR_TURN',
    });
    expect(negotiationActionsFor('PENDING_BUYER_RESPONSE', 'BUYER')).toEqual(['ACCEPT', 'REJECT', 'CANCEL']);
    expect(negotiationActionsFor('PENDING_SELLER_RESPONSE', 'SELLER')).toEqual([
      'ACCEPT',
      'REJECT',
      'COUNTER',
    ]);
  });

  it('settles at the offer when the seller accepts and at the counter when the buyer does', () => {
    expect(agreedUnitPriceCents({ status: 'ACCEPTED_BY_SELLER', offerCents: 100, counterCents: null })).toBe(
      100,
    );
    expect(agreedUnitPriceCents({ status: 'ACCEPTED_BY_BUYER', offerCents: 100, counterCents: 150 })).toBe(
      150,
    );
    expect(
      agreedUnitPriceCents({ status: 'REJECTED_BY_SELLER', offerCents: 100, counterCents: null }),
    ).toBeNull();
  });
});

describe('offer prices', () => {
  it('accepts from half the asking price (rounded up) to a centavo below it', () => {
    expect(minimumOfferCents(80_000)).toBe(40_000);
    expect(minimumOfferCents(80_001)).toBe(40_001);
    expect(checkOfferPrice({ askingCents: 80_000, offerCents: 40_000 })).toBeNull();
    expect(checkOfferPrice({ askingCents: 80_000, offerCents: 39_999 })).toBe('BELOW_FLOOR');
    expect(checkOfferPrice({ askingCents: 80_000, offerCents: 80_000 })).toBe('NOT_BELOW_ASKING');
    expect(checkOfferPrice({ askingCents: 80_000, offerCents: 0 })).toBe('NOT_POSITIVE');
    expect(checkOfferPrice({ askingCents: 80_000, offerCents: 1.5 })).toBe('NOT_POSITIVE');
  });

  it('every valid offer is positive, below the asking price and at least half of it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000_000 }),
        fc.integer({ min: -10, max: 10_000_000_000 }),
        (asking, offer) => {
          if (checkOfferPrice({ askingCents: asking, offerCents: offer }) === null) {
            expect(offer).toBeGreaterThan(0);
            expect(offer).toBeLessThan(asking);
            expect(offer * 2).toBeGreaterThanOrEqual(asking);
          }
        },
      ),
    );
  });

  it('a counter lies strictly between the offer and the asking price', () => {
    expect(checkCounterPrice({ askingCents: 1000, offerCents: 600, counterCents: 800 })).toBeNull();
    expect(checkCounterPrice({ askingCents: 1000, offerCents: 600, counterCents: 600 })).toBe(
      'NOT_ABOVE_OFFER',
    );
    expect(checkCounterPrice({ askingCents: 1000, offerCents: 600, counterCents: 1000 })).toBe(
      'NOT_BELOW_ASKING',
    );
  });
});
