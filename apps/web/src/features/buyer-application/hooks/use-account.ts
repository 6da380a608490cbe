'use client';

import type {
  activeApplicationResponseSchema,
  applicationDocumentsResponseSchema,
  currentUserSchema,
  ownBuyerResponseSchema,
} from '@circula/domain';
import useSWR from 'swr';
import { authedFetcherTyped, authedKey, useAccessToken } from '@/features/session';
import { apiFetcherTyped } from '@/lib/http/api';
import { activeApplicationPath, applicationDocumentsPath, buyerPath, userPath } from '../api/paths';
import type { AccountUser, Buyer, BuyerApplication } from '../api/types';
import { type AccountStatus, deriveAccountStatus } from '../lib/account-status';

export interface AccountState {
  session: ReturnType<typeof useAccessToken>;
  user: AccountUser | undefined;
  buyer: Buyer | null | undefined;
  application: BuyerApplication | null | undefined;
  status: AccountStatus | null;
  isLoading: boolean;
  error: unknown;
  reload: () => Promise<void>;
}

/**
 * The signed-in user with their buyer and active application (the inputs of every status in §4). The
 * banners on every page use it: answers are typed from the routes' schemas without loading zod (decision 048).
 */
export function useAccount(): AccountState {
  const session = useAccessToken();
  const signedIn = session.status === 'signed-in' && session.userId != null;
  // The same key and client as the avatar's `useCurrentUser`: one read of the user for the whole page, and a
  // change saved through either (a name, a phone) is seen by both.
  const userQuery = useSWR(
    signedIn ? userPath(session.userId ?? '') : null,
    apiFetcherTyped<typeof currentUserSchema>,
  );
  const buyerId = userQuery.data?.buyerId ?? null;
  const buyerQuery = useSWR(
    authedKey(buyerId && buyerPath(buyerId)),
    authedFetcherTyped<typeof ownBuyerResponseSchema>,
  );
  const applicationQuery = useSWR(
    authedKey(signedIn && activeApplicationPath),
    authedFetcherTyped<typeof activeApplicationResponseSchema>,
  );
  const user = userQuery.data;
  const buyer = buyerId ? buyerQuery.data?.buyer : user ? null : undefined;
  const application = applicationQuery.data ? applicationQuery.data.buyerApplication : undefined;
  const ready = user !== undefined && buyer !== undefined && application !== undefined;
  return {
    session,
    user,
    buyer,
    application,
    status: ready ? deriveAccountStatus({ user, buyer, application }) : null,
    isLoading: session.status === 'loading' || (signedIn && !ready && !userQuery.error),
    error: userQuery.error ?? buyerQuery.error ?? applicationQuery.error,
    reload: async () => {
      await Promise.all([userQuery.mutate(), buyerQuery.mutate(), applicationQuery.mutate()]);
    },
  };
}

export function useApplicationDocuments(applicationId: string | null | undefined) {
  const query = useSWR(
    authedKey(applicationId && applicationDocumentsPath(applicationId)),
    authedFetcherTyped<typeof applicationDocumentsResponseSchema>,
    // The links inside expire after a few minutes; ask again rather than show dead ones.
    { revalidateOnFocus: true, refreshInterval: 120_000 },
  );
  return {
    documents: query.data?.buyerApplicationDocuments,
    isLoading: query.isLoading,
    error: query.error,
    mutate: query.mutate,
  };
}
