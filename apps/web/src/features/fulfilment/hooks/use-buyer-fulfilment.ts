'use client';

import { type BuyerFulfilment, buyerFulfilmentSchema } from '@circula/domain';
import useSWR from 'swr';
import { authedFetcherOf, authedKey } from '@/features/session';
import { buyerFulfilmentPath } from '../api/fulfilment';

/** One Event's bookings, slots and paid lots for the signed-in buyer. */
export function useBuyerFulfilment(buyerId: string | null | undefined, listingId: string | null | undefined) {
  const query = useSWR(
    authedKey(buyerId && listingId ? buyerFulfilmentPath(buyerId, listingId) : null),
    authedFetcherOf(buyerFulfilmentSchema),
  );
  return {
    fulfilment: query.data,
    error: query.error as unknown,
    isLoading: query.isLoading,
    replace: (fulfilment: BuyerFulfilment) => query.mutate(fulfilment, { revalidate: false }),
    reload: () => query.mutate(),
  };
}
