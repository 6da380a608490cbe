import { firstBidMinimumCents, formatBRL } from '@circula/domain';
import type { LiveLotProps } from '../lib/live-lot-props';

/** A judicial auction's current phase (1ª or 2ª praça) and its minimum first bid; nothing for other types. */
export function JudicialPhase({
  listing,
  lot,
  serverNow,
}: {
  listing: LiveLotProps['listing'];
  lot: LiveLotProps['lot'];
  serverNow: number;
}) {
  if (listing.type !== 'JUDICIAL_PHASED_AUCTION') return null;
  const appraisal = lot.estimatedValueCents ?? lot.startingBidCents ?? 0;
  const secondStarts = listing.secondPhase?.startsAt ? Date.parse(listing.secondPhase.startsAt) : null;
  const phase = secondStarts !== null && serverNow >= secondStarts ? 2 : 1;
  const percentage = listing.secondPhase?.percentage ?? 50;
  const minimum = firstBidMinimumCents({
    listingType: listing.type,
    startingBidCents: lot.startingBidCents,
    appraisalCents: lot.estimatedValueCents,
    judicialPhase: phase,
    secondPhasePercentage: (percentage > 1 ? percentage : percentage * 100) / 100,
  });
  return (
    <p className="rounded-xl border border-line px-3 py-2 text-ink text-sm" data-testid="praca">
      <strong>{phase === 1 ? '1ª praça' : '2ª praça'}</strong> — lance mínimo {formatBRL(minimum)}
      {phase === 1
        ? ' (valor de avaliação).'
        : ` (${percentage > 1 ? percentage : percentage * 100}% da avaliação de ${formatBRL(appraisal)}).`}
    </p>
  );
}
