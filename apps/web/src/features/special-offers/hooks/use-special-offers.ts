'use client';

import type { specialOffersAccessSchema, specialOffersResponseSchema } from '@circula/domain';
import useSWR from 'swr';
import type { z } from 'zod';
import { authedFetcher, authedKey, useAccessToken } from '@/features/session';

export const specialOffersAccessPath = 'web/special-offers/access';
export const specialOffersPath = 'web/special-offers';

type Access = z.infer<typeof specialOffersAccessSchema>;
type Offers = z.infer<typeof specialOffersResponseSchema>;

/** Whether the signed-in user may see the Ofertas Especiais; the API decides (decision 205). */
export function useSpecialOffersAccess(): boolean {
  const session = useAccessToken();
  const signedIn = session.status === 'signed-in';
  const query = useSWR<Access>(authedKey(signedIn && specialOffersAccessPath), authedFetcher, {
    revalidateOnFocus: false,
  });
  return signedIn && query.data?.allowed === true;
}

/** The offers, read only once access is allowed (the API refuses everyone else with 403). */
export function useSpecialOffers(allowed: boolean) {
  return useSWR<Offers>(authedKey(allowed && specialOffersPath), authedFetcher);
}
