'use client';

import { specialOffersResponseSchema } from '@circula/domain';
import useSWR from 'swr';
import { authedFetcherOf, authedKey } from '@/features/session';

export const specialOffersPath = 'web/special-offers';

/** The offers, read only once access is allowed (the API refuses everyone else with 403). */
export function useSpecialOffers(allowed: boolean) {
  return useSWR(authedKey(allowed && specialOffersPath), authedFetcherOf(specialOffersResponseSchema));
}
