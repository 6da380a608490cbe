import { describe, expect, it } from 'vitest';
import { type ListingStatus, listingStatuses } from './enums.js';
import {
  canTransitionListing,
  isListingBeforeOpening,
  isListingBiddable,
  isListingPublic,
  listingStatusLabels,
  lotScheduledEnd,
  nextListingStatuses,
} from './listing-status.js';

const legal: [ListingStatus, ListingStatus][] = [
  ['DRAFT', 'TEASER'],
  ['TEASER', 'OPEN'],
  ['OPEN', 'CLOSED'],
  ['CLOSED', 'PAYMENT_COLLECTION'],
  ['PAYMENT_COLLECTION', 'FULFILLMENT'],
  ['FULFILLMENT', 'FULFILLED'],
  ['FULFILLED', 'SETTLED'],
  ['DRAFT', 'CANCELLED'],
  ['TEASER', 'CANCELLED'],
  ['OPEN', 'CANCELLED'],
];

describe('listing transitions', () => {
  it('allow exactly the moves of the status path', () => {
    for (const from of listingStatuses) {
      for (const to of listingStatuses) {
        const expected = legal.some(([a, b]) => a === from && b === to);
        expect(canTransitionListing(from, to), `${from} → ${to}`).toBe(expected);
      }
    }
  });

  it('list the next statuses', () => {
    expect(nextListingStatuses('OPEN')).toEqual(['CLOSED', 'CANCELLED']);
    expect(nextListingStatuses('SETTLED')).toEqual([]);
    expect(nextListingStatuses('CANCELLED')).toEqual([]);
  });

  it('never cancel once closed', () => {
    for (const from of ['CLOSED', 'PAYMENT_COLLECTION', 'FULFILLMENT', 'FULFILLED', 'SETTLED'] as const) {
      expect(canTransitionListing(from, 'CANCELLED')).toBe(false);
    }
  });
});

describe('listingStatusLabels', () => {
  it('names every status, each differently', () => {
    const names = listingStatuses.map((status) => listingStatusLabels[status]);
    expect(names.every((name) => name.length > 0)).toBe(true);
    expect(new Set(names).size).toBe(listingStatuses.length);
  });
});

describe('isListingBeforeOpening', () => {
  it('holds for drafts and announced Events only', () => {
    const before = listingStatuses.filter(isListingBeforeOpening);
    expect(before).toEqual(['DRAFT', 'TEASER']);
  });
});

describe('isListingPublic and isListingBiddable', () => {
  it('hide drafts only', () => {
    for (const status of listingStatuses) expect(isListingPublic(status)).toBe(status !== 'DRAFT');
  });

  it('take bids while OPEN only', () => {
    for (const status of listingStatuses) expect(isListingBiddable(status)).toBe(status === 'OPEN');
  });
});

describe('lotScheduledEnd', () => {
  const end = new Date('2026-05-10T22:00:00Z');

  it('staggers lots by the interval, 60 s by default', () => {
    expect(lotScheduledEnd(end, 1)).toEqual(end);
    expect(lotScheduledEnd(end, 2)).toEqual(new Date('2026-05-10T22:01:00Z'));
    expect(lotScheduledEnd(end, 31, 120)).toEqual(new Date('2026-05-10T23:00:00Z'));
  });

  it('closes all lots together with a zero interval', () => {
    expect(lotScheduledEnd(end, 50, 0)).toEqual(end);
  });

  it('refuses bad lot numbers and intervals', () => {
    expect(() => lotScheduledEnd(end, 0)).toThrow(RangeError);
    expect(() => lotScheduledEnd(end, 1.5)).toThrow(RangeError);
    expect(() => lotScheduledEnd(end, 2, -60)).toThrow(RangeError);
  });
});
