import { ArrowRightIcon } from '@/components/icons';
import Link from '@/components/navigation/link';
import type { ListingCardData } from '../types';
import { CardGrid } from './card-grid';
import { ListingCard } from './listing-card';

interface ListingSectionProps {
  id: string;
  title: string;
  description?: string;
  listings: ListingCardData[];
  moreHref?: string;
  moreLabel?: string;
  eager?: boolean;
  empty?: string;
}

/** A titled row of Event cards, with a link to see more. */
export function ListingSection({
  id,
  title,
  description,
  listings,
  moreHref,
  moreLabel = 'Ver todos',
  eager = false,
  empty,
}: ListingSectionProps) {
  if (listings.length === 0 && !empty) return null;
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 pt-5 pb-8 sm:px-6 sm:pt-8">
      <div className="mb-3 flex items-end justify-between gap-4 sm:mb-4">
        <div>
          <h2 id={id} className="font-bold text-ink text-xl tracking-tight sm:text-2xl">
            {title}
          </h2>
          {description ? (
            <p className="mt-0.5 text-muted text-sm sm:mt-1 sm:text-base">{description}</p>
          ) : null}
        </div>
        {moreHref ? (
          <Link
            href={moreHref}
            className="inline-flex shrink-0 items-center gap-1 font-semibold text-brand-800 text-sm hover:underline"
          >
            {moreLabel}
            <ArrowRightIcon className="size-4" />
          </Link>
        ) : null}
      </div>
      {listings.length === 0 ? (
        <p className="rounded-2xl border border-line border-dashed p-6 text-center text-muted">{empty}</p>
      ) : (
        <CardGrid label={title}>
          {listings.map((listing, index) => (
            <li key={listing.id}>
              <ListingCard listing={listing} eager={eager && index < 2} />
            </li>
          ))}
        </CardGrid>
      )}
    </section>
  );
}
