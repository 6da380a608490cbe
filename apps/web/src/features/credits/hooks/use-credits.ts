'use client';

import {
  buyerCreditsResponseSchema,
  creditStatementResponseSchema,
  referralStatementResponseSchema,
  userReferralCampaignResponseSchema,
  userReferralLinkResponseSchema,
} from '@circula/domain';
import useSWR from 'swr';
import { authedFetcherOf, authedKey } from '@/features/session';
import {
  buyerCreditsPath,
  creditStatementPath,
  referralCampaignPath,
  referralLinkPath,
  referralStatementPath,
} from '../api/credits';

/** The buyer's credits and spendable balance. */
export function useBuyerCredits(buyerId: string | null | undefined) {
  return useSWR(authedKey(buyerId && buyerCreditsPath(buyerId)), authedFetcherOf(buyerCreditsResponseSchema));
}

export function useCreditStatement(buyerId: string | null | undefined, take: number, skip: number) {
  return useSWR(
    authedKey(buyerId && creditStatementPath(buyerId, take, skip)),
    authedFetcherOf(creditStatementResponseSchema),
    { keepPreviousData: true },
  );
}

/** The personal link; the API answers 404 until it is created (then `link` is null). */
export function useReferralLink(signedIn: boolean) {
  const query = useSWR(authedKey(signedIn && referralLinkPath), async (key: readonly [string, string]) => {
    try {
      return await authedFetcherOf(userReferralLinkResponseSchema)(key);
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 404) return null;
      throw error;
    }
  });
  return { ...query, link: query.data?.userReferralLink ?? null, loaded: query.data !== undefined };
}

export function useReferralCampaign(signedIn: boolean) {
  return useSWR(
    authedKey(signedIn && referralCampaignPath),
    authedFetcherOf(userReferralCampaignResponseSchema),
  );
}

export function useReferralStatement(signedIn: boolean) {
  return useSWR(
    authedKey(signedIn && referralStatementPath),
    authedFetcherOf(referralStatementResponseSchema),
  );
}
