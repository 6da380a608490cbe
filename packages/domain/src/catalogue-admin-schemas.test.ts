import { describe, expect, it } from 'vitest';
import {
  type ListingValues,
  type LotValues,
  listingInputSchema,
  lotInputSchema,
  openListingEditIssues,
  openLotEditIssues,
} from './catalogue-admin-schemas.js';

const base: ListingValues = listingInputSchema.parse({
  type: 'AUCTION',
  segment: 'Judicial',
  sellerId: '6f1c1f43-4a61-4f5c-9a55-0b6f43f1e2a1',
  auctioneerId: '0c3c0b52-8f2e-4b43-8d1f-2b0b7c0f3f10',
  title: 'Leilão de teste',
  city: 'Recife',
  state: 'PE',
  buyerFeeBasisPoints: 500,
  startsAt: '2026-12-01T12:00:00.000Z',
  scheduledEndAt: '2026-12-03T19:00:00.000Z',
});
const lot: LotValues = lotInputSchema.parse({
  title: 'Mesa',
  macroCategory: 'MOVEIS_ESCRITORIO',
  startingBidCents: 10_000,
  incrementCents: 1_000,
  reserveCents: 50_000,
});
const paths = (issues: { path: string[] }[]) => issues.map((issue) => issue.path.join('.'));

describe('editing an OPEN auction', () => {
  it('allows what cannot hurt a bidder', () => {
    expect(
      openListingEditIssues(base, {
        ...base,
        title: 'Leilão de teste (corrigido)',
        description: 'Nova descrição',
        scheduledEndAt: '2026-12-04T19:00:00.000Z',
        softCloseExtensionSeconds: 300,
        paymentDeadlineBusinessDays: 5,
        finePercentage: 10,
        highBidThresholdCents: base.highBidThresholdCents * 2,
      }),
    ).toEqual([]);
  });

  it('refuses an earlier end, a shorter soft close, a higher fine, new fees and a new seller', () => {
    const issues = openListingEditIssues(base, {
      ...base,
      sellerId: '11111111-1111-4111-8111-111111111111',
      buyerFeeBasisPoints: 1000,
      scheduledEndAt: '2026-12-02T19:00:00.000Z',
      softCloseWindowSeconds: 60,
      finePercentage: 30,
      highBidThresholdCents: 1,
    });
    expect(paths(issues).sort()).toEqual(
      [
        'buyerFeeBasisPoints',
        'finePercentage',
        'highBidThresholdCents',
        'scheduledEndAt',
        'sellerId',
        'softCloseWindowSeconds',
      ].sort(),
    );
  });

  it('keeps a lot fair: no lower increment, no higher reserve, no new starting bid after the first bid', () => {
    expect(openLotEditIssues(lot, { ...lot, title: 'Mesa de reunião', reserveCents: 40_000 }, true)).toEqual(
      [],
    );
    expect(paths(openLotEditIssues(lot, { ...lot, incrementCents: 500 }, false))).toEqual(['incrementCents']);
    expect(paths(openLotEditIssues(lot, { ...lot, incrementCents: null }, false))).toEqual([
      'incrementCents',
    ]);
    expect(paths(openLotEditIssues(lot, { ...lot, reserveCents: 60_000 }, false))).toEqual(['reserveCents']);
    expect(paths(openLotEditIssues(lot, { ...lot, startingBidCents: 8_000 }, true))).toEqual([
      'startingBidCents',
    ]);
    expect(openLotEditIssues(lot, { ...lot, startingBidCents: 8_000 }, false)).toEqual([]);
  });
});
