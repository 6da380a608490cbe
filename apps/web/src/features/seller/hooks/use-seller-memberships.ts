'use client';

import type { UserSeller, userSellersResponseSchema } from '@circula/domain';
import useSWR from 'swr';
import { authedFetcherTyped, authedKey, useAccessToken } from '@/features/session';
import { sellerMembershipsPath } from '../api/paths';

/** What the avatar menu needs of the user's seller area: the sellers, and how many invitations await an answer. */
export interface SellerAreaSummary {
  sellers: UserSeller[];
  invitations: number;
}

/**
 * The sellers the signed-in user belongs to and the open invitations to the user's address (GET /web/sellers);
 * undefined while unknown. The site's banners and the avatar menu on every page use it: typed from the route's
 * schema without loading zod (decision 048).
 */
export function useSellerMemberships(): SellerAreaSummary | undefined {
  const session = useAccessToken();
  // Read again when the tab regains focus, like every read: the site's banners are the first to ask for this
  // key on any page, and SWR refreshes a key on focus through its first reader only, so asking for no refresh
  // here would leave the seller pages' own lists of companies unrefreshed as well.
  const { data } = useSWR(
    authedKey(session.status === 'signed-in' && sellerMembershipsPath),
    authedFetcherTyped<typeof userSellersResponseSchema>,
  );
  if (session.status === 'signed-out') return { sellers: [], invitations: 0 };
  return data ? { sellers: data.sellers, invitations: data.invitations.length } : undefined;
}
