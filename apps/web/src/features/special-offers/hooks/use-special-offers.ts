'use client';

import type { specialOffersAccessSchema } from '@circula/domain';
import useSWR from 'swr';
import { authedFetcherTyped, authedKey, useAccessToken } from '@/features/session';

export const specialOffersAccessPath = 'web/special-offers/access';

/**
 * Whether the signed-in user may see the Ofertas Especiais; the API decides (decision 205). The account
 * menu on every page uses it: typed from the route's schema without loading zod (decision 048).
 */
export function useSpecialOffersAccess(): boolean {
  const session = useAccessToken();
  const signedIn = session.status === 'signed-in';
  const query = useSWR(
    authedKey(signedIn && specialOffersAccessPath),
    authedFetcherTyped<typeof specialOffersAccessSchema>,
    { revalidateOnFocus: false },
  );
  return signedIn && query.data?.allowed === true;
}
