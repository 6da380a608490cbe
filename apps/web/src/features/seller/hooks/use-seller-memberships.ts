import { userSellersResponseSchema } from '@circula/domain';

('use client');

import useSWR from 'swr';
import { authedFetcherOf, authedKey, useAccessToken } from '@/features/session';
import { type SellerMembership, sellerMembershipsPath } from '../api/seller-api';

/** The sellers the signed-in user belongs to (GET /seller/memberships); undefined while unknown. */
export function useSellerMemberships(): SellerMembership[] | undefined {
  const session = useAccessToken();
  const { data } = useSWR(
    authedKey(session.status === 'signed-in' && sellerMembershipsPath),
    authedFetcherOf(userSellersResponseSchema),
    { revalidateOnFocus: false },
  );
  if (session.status === 'signed-out') return [];
  return data?.sellers;
}
