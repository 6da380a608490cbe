'use client';

import type { UserSeller, userSellersResponseSchema } from '@circula/domain';
import useSWR from 'swr';
import { authedFetcherTyped, authedKey, useAccessToken } from '@/features/session';
import { sellerMembershipsPath } from '../api/paths';

/**
 * The sellers the signed-in user belongs to (GET /web/sellers); undefined while unknown. The banners on
 * every page use it: typed from the route's schema without loading zod (decision 048).
 */
export function useSellerMemberships(): UserSeller[] | undefined {
  const session = useAccessToken();
  const { data } = useSWR(
    authedKey(session.status === 'signed-in' && sellerMembershipsPath),
    authedFetcherTyped<typeof userSellersResponseSchema>,
    { revalidateOnFocus: false },
  );
  if (session.status === 'signed-out') return [];
  return data?.sellers;
}
