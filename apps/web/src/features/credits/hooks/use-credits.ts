'use client';

import {
  buyerCreditsResponseSchema,
  creditStatementResponseSchema,
  referralStatementResponseSchema,
  userReferralCampaignResponseSchema,
} from '@circula/domain';
import useSWR from 'swr';
import { authedFetcherOf, authedKey } from '@/features/session';
import {
  buyerCreditsPath,
  creditStatementPath,
  referralCampaignPath,
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
