'use client';

import {
  isListingBeforeOpening,
  type ListingStatus,
  listingStatusLabels,
  sellerEventsResponseSchema,
  userSellersResponseSchema,
} from '@circula/domain';
import useSWR from 'swr';
import Link from '@/components/navigation/link';
import { ReadFailure } from '@/components/ui/load-failure';
import { useAuth } from '@/features/auth/client';
import { authedFetcherOf, authedKey } from '@/features/session';
import { type SellerMembership, sellerEventsPath, sellerMembershipsPath } from '../api/seller-api';
import { eventTypeLabels, linkStyle } from './seller-labels';

/** Events whose sales can have pick-ups: published and not cancelled (a direct sale is paid while it runs). */
const withPickUps = (status: ListingStatus) => !isListingBeforeOpening(status) && status !== 'CANCELLED';

function SellerPickUpEvents({ seller }: { seller: SellerMembership }) {
  const { data, error } = useSWR(
    authedKey(sellerEventsPath(seller.id)),
    authedFetcherOf(sellerEventsResponseSchema),
  );
  const events = data?.events.filter((event) => withPickUps(event.status)) ?? [];
  // A company is listed for its Events, or for a first read that failed (it may have some): one whose last
  // reading had none stays out through a failed refresh, rather than a name over an empty list.
  if (events.length === 0 && (!error || data !== undefined)) return null;
  return (
    <section aria-label={`Eventos de ${seller.name}`} className="space-y-1">
      <h2 className="font-semibold">{seller.name}</h2>
      <ReadFailure
        error={error}
        loaded={data !== undefined}
        failed="Não foi possível carregar os eventos."
        part="os eventos"
      />
      {events.length > 0 && (
        <ul className="space-y-1">
          {events.map((event) => (
            <li key={event.id}>
              <Link href={`/vendedor/retiradas?evento=${event.id}`} className={linkStyle}>
                {event.title}
              </Link>{' '}
              <span className="text-muted text-sm">
                · {eventTypeLabels[event.type]} · {listingStatusLabels[event.status]}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * /vendedor/retiradas without an Event: the Events of the user's sellers, each opening its pick-up schedule,
 * so the door staff need not go through the seller area to reach it.
 */
export function PickUpEventChooser() {
  const auth = useAuth();
  const { data, error } = useSWR(
    auth.status === 'signed-in' ? authedKey(sellerMembershipsPath) : null,
    authedFetcherOf(userSellersResponseSchema),
  );
  if (!error && (!data || data.sellers.length === 0)) return null;
  return (
    <div className="space-y-4">
      <ReadFailure
        error={error}
        loaded={data !== undefined}
        failed="Não foi possível carregar suas empresas."
        part="suas empresas"
      />
      {data?.sellers.map((seller) => (
        <SellerPickUpEvents key={seller.id} seller={seller} />
      ))}
    </div>
  );
}
