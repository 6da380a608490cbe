import type { ReactNode } from 'react';
import Link from '@/components/navigation/link';
import { FavoriteButton } from '@/features/favorites/widgets';
import { lotHref } from '../lib/display';
import type { LotCardData } from '../types';
import { CardPhoto } from './card-photo';
import { CategoryName } from './category-names';
import { LotCardFacts } from './lot-card-facts';
import { StatusBadge } from './status-badge';

interface LotCardProps {
  lot: LotCardData;
  eager?: boolean;
  /** Shown on Event pages, where each item's appraisal is part of the terms. */
  estimatedValueCents?: number | null;
  /**
   * What an Event page puts in place of the status badge and of the price and end (`LotCardFacts`): the
   * same server-rendered parts inside the islands that keep them live, so the card itself is not rendered
   * again in the browser.
   */
  status?: ReactNode;
  facts?: ReactNode;
}

export function LotCard({ lot, eager = false, estimatedValueCents = null, status, facts }: LotCardProps) {
  return (
    <article
      data-card
      className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white transition-shadow hover:shadow-md"
    >
      <CardPhoto src={lot.photo} alt="" eager={eager} />
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <div className="flex items-center justify-between gap-2 text-xs">
          {status ?? <StatusBadge status={lot.displayStatus} />}
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
        {facts ?? <LotCardFacts lot={lot} estimatedValueCents={estimatedValueCents} />}
      </div>
      <FavoriteButton lotId={lot.id} lotTitle={lot.title} compact />
    </article>
  );
}
