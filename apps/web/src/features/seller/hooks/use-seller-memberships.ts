'use client';

import useSWR from 'swr';
import { authedFetcher, authedKey, useAccessToken } from '@/features/session';
import { type SellerMembership, sellerMembershipsPath } from '../api/seller-api';

/** The sellers the signed-in user belongs to (GET /seller/memberships); undefined while unknown. */
export function useSellerMemberships(): SellerMembership[] | undefined {
  const session = useAccessToken();
  const { data } = useSWR<{ sellers: SellerMembership[] }>(
    authedKey(session.status === 'signed-in' && sellerMembershipsPath),
    authedFetcher,
    { revalidateOnFocus: false },
  );
  if (session.status === 'signed-out') return [];
  return data?.sellers;
}
