import { formatCount, formatDateTimeLong } from '@circula/domain';
import Link from '@/components/navigation/link';
import { eventHref, listingTypeLabels } from '../lib/display';
import type { ListingCardData } from '../types';
import { CardPhoto } from './card-photo';
import { StatusBadge } from './status-badge';

export function ListingCard({ listing, eager = false }: { listing: ListingCardData; eager?: boolean }) {
  const when =
    listing.displayStatus === 'em-breve'
      ? `Começa em ${formatDateTimeLong(listing.startsAt)}`
      : listing.displayStatus === 'aberto'
        ? `Encerra a partir de ${formatDateTimeLong(listing.scheduledEndAt)}`
        : `Encerrado em ${formatDateTimeLong(listing.scheduledEndAt)}`;
  return (
    <article
      data-card
      className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white transition-shadow hover:shadow-md"
    >
      <CardPhoto src={listing.coverPhoto} alt="" eager={eager} />
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <div className="flex items-center justify-between gap-2 text-xs">
          <StatusBadge status={listing.displayStatus} />
          <span className="text-muted">{listingTypeLabels[listing.type]}</span>
        </div>
        <h3 className="line-clamp-2 font-semibold text-ink leading-snug">
          <Link
            href={eventHref(listing.slug)}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {listing.title}
          </Link>
        </h3>
        <p className="text-muted text-sm">
          {listing.city} - {listing.state} · {formatCount(listing.lotCount, 'lote', 'lotes')}
        </p>
        <p className="mt-auto pt-2 text-muted text-xs">{when} (horário de Brasília)</p>
      </div>
    </article>
  );
}
