'use client';

import {
  formatDateTimeLong,
  formatDateTimeRange,
  listingStatusLabels,
  lotFulfilmentStatusLabels,
  sellerPickUpListSchema,
} from '@circula/domain';
import type { ReactNode } from 'react';
import useSWR from 'swr';
import { SpinnerIcon } from '@/components/icons';
import Link from '@/components/navigation/link';
import { buttonStyles } from '@/components/ui/button';
import { RefreshFailure } from '@/components/ui/load-failure';
import { authedFetcherOf, authedKey } from '@/features/session';
import { isHttpError } from '@/lib/http/client';
import { sellerPickUpsPath } from '../api/fulfilment';
import { lotLabel } from '../lib/delivery';

const card = 'rounded-2xl border border-line bg-white p-4';

/**
 * /vendedor/retiradas?evento=…: an Event's pick-up schedule with each buyer's lots and their status. Without
 * an Event, `chooser` (the route's list of the user's Events) says where to go.
 */
export function SellerPickUps({ listingId, chooser }: { listingId: string | null; chooser?: ReactNode }) {
  const query = useSWR(
    authedKey(listingId && sellerPickUpsPath(listingId)),
    authedFetcherOf(sellerPickUpListSchema),
  );
  const door = (
    <Link href="/vendedor/retiradas/conferir" className={buttonStyles.primary}>
      Conferir código de retirada
    </Link>
  );
  if (!listingId) {
    return (
      <div className="space-y-4">
        <p>Escolha um evento para ver a agenda de retiradas.</p>
        {chooser}
        {door}
      </div>
    );
  }
  if (query.error && !query.data) {
    return (
      <p role="alert">
        {isHttpError(query.error) && query.error.statusCode === 404
          ? 'Evento não encontrado entre os eventos da sua empresa.'
          : 'Não foi possível carregar as retiradas. Tente de novo em instantes.'}
      </p>
    );
  }
  if (!query.data) {
    return (
      <p className="flex items-center gap-2 text-muted" aria-live="polite">
        <SpinnerIcon className="size-5" /> Carregando...
      </p>
    );
  }
  const { listing, bookings, unbooked } = query.data;
  return (
    <div className="space-y-5">
      <RefreshFailure error={query.error} />
      <p className="text-muted">
        {listing.title} · Situação do evento:{' '}
        <strong data-testid="listing-status">{listingStatusLabels[listing.status]}</strong>
      </p>
      {door}
      {bookings.length === 0 ? <p>Nenhuma retirada agendada ainda.</p> : null}
      <ul className="space-y-3">
        {bookings.map((booking) => (
          <li key={booking.bookingId} className={card}>
            <p className="font-semibold">
              {formatDateTimeRange(booking.slot.startsAt, booking.slot.endsAt)} · {booking.buyerUsername}
            </p>
            <ul className="mt-2 space-y-1 text-sm">
              {booking.lots.map((lot) => (
                <li key={lot.id}>
                  {lotLabel(lot)}: <strong>{lotFulfilmentStatusLabels[lot.status]}</strong>
                  {lot.collectedAt ? ` em ${formatDateTimeLong(lot.collectedAt)}` : ''}
                  {lot.collectedBy ? ` por ${lot.collectedBy}` : ''}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {unbooked.length > 0 ? (
        <section aria-labelledby="sem-agendamento" className="space-y-2">
          <h2 id="sem-agendamento" className="font-semibold text-lg">
            Lotes pagos sem retirada agendada
          </h2>
          <ul className="space-y-2 text-sm">
            {unbooked.map((entry) => (
              <li key={entry.buyerUsername}>
                {entry.buyerUsername}:{' '}
                {entry.lots
                  .map((lot) => `${lotLabel(lot)} (${lotFulfilmentStatusLabels[lot.status]})`)
                  .join(', ')}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="text-muted text-xs">Horários de Brasília.</p>
    </div>
  );
}
