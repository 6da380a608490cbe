import Link from '@/components/navigation/link';
import { FavoriteButton } from '@/features/favorites/widgets';
import { cardPrice, lotHref, money } from '../lib/display';
import type { LotCardData } from '../types';
import { CardPhoto } from './card-photo';
import { CategoryName } from './category-names';
import { EndsAt } from './ends-at';
import { StatusBadge } from './status-badge';

interface LotCardProps {
  lot: LotCardData;
  eager?: boolean;
  /** Shown on Event pages, where each item's appraisal is part of the terms. */
  estimatedValueCents?: number | null;
}

export function LotCard({ lot, eager = false, estimatedValueCents = null }: LotCardProps) {
  const price = cardPrice({ ...lot, type: lot.listing.type });
  return (
    <article
      data-card
      className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white transition-shadow hover:shadow-md"
    >
      <CardPhoto src={lot.photo} alt="" eager={eager} />
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <div className="flex items-center justify-between gap-2 text-xs">
          <StatusBadge status={lot.displayStatus} />
          <span className="truncate text-muted">
            <CategoryName code={lot.macroCategory} />
          </span>
        </div>
        <h3 className="line-clamp-2 font-semibold text-ink leading-snug">
          <Link href={lotHref(lot.id)} className="after:absolute after:inset-0 focus-visible:outline-none">
            {lot.title}
          </Link>
        </h3>
        <p className="text-muted text-sm">
          Lote {lot.number} · {lot.city} - {lot.state}
        </p>
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
      </div>
      <div className="absolute top-2 right-2 z-10">
        <FavoriteButton lotId={lot.id} lotTitle={lot.title} compact />
      </div>
    </article>
  );
}
