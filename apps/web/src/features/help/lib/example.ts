import {
  AUCTION_COMMISSION_BP,
  DEFAULT_SOFT_CLOSE_EXTENSION_SECONDS,
  DEFAULT_SOFT_CLOSE_WINDOW_SECONDS,
  defaultIncrementCents,
  type PriceBreakdown,
  totalFromPrice,
} from '@circula/domain';

/** The auctioneer's commission in words ("5%"), from the domain's rule. */
export const commissionPercentText = `${(AUCTION_COMMISSION_BP / 100).toLocaleString('pt-BR')}%`;

/** Soft close window and extension in minutes, as the Events use by default. */
export const softCloseMinutes = {
  window: DEFAULT_SOFT_CLOSE_WINDOW_SECONDS / 60,
  extension: DEFAULT_SOFT_CLOSE_EXTENSION_SECONDS / 60,
};

/** The worked example of the page: an auction lot won at R$ 2.000,00 in an Event whose fee row is R$ 150,00. */
export const exampleFeeRow = { fromValueCents: 0, toValueCents: 500_000, feeCents: 15_000 };

export function exampleTotal(): PriceBreakdown {
  return totalFromPrice({ listingType: 'AUCTION', priceCents: 200_000, feeTable: [exampleFeeRow] });
}

/** The default increment at a given current bid, for the bidding example. */
export const exampleIncrementCents = defaultIncrementCents(200_000);
