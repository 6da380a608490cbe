import { cardPrice, money } from '../lib/display';
import type { LotCardData } from '../types';
import { EndsAt } from './ends-at';

/** The price (current bid, starting bid or unit price), the appraisal and the end of a lot's card. */
export function LotCardFacts({
  lot,
  estimatedValueCents = null,
}: {
  lot: Pick<
    LotCardData,
    'currentBidCents' | 'startingBidCents' | 'unitPriceCents' | 'scheduledEndAt' | 'displayStatus'
  > & {
    listing: Pick<LotCardData['listing'], 'type'>;
  };
  estimatedValueCents?: number | null;
}) {
  const price = cardPrice({ ...lot, type: lot.listing.type });
  return (
    <div className="mt-auto pt-2">
      {estimatedValueCents !== null ? (
        <p className="text-muted text-xs">Avaliação: {money(estimatedValueCents)}</p>
      ) : null}
      {price ? (
        <p className="text-sm">
          <span className="text-muted">{price.label}: </span>
          <span className="font-bold text-base text-ink">{money(price.cents)}</span>
        </p>
      ) : null}
      {lot.scheduledEndAt ? <EndsAt iso={lot.scheduledEndAt} status={lot.displayStatus} /> : null}
    </div>
  );
}
