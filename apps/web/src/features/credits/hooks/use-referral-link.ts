'use client';

import useSWR from 'swr';
import { authedKey } from '@/features/session';
import { fetchReferralLink, referralLinkPath } from '../api/referral-link';

/** The personal link; `link` is null until it is created. */
export function useReferralLink(signedIn: boolean) {
  const query = useSWR(authedKey(signedIn && referralLinkPath), fetchReferralLink);
  return { ...query, link: query.data?.userReferralLink ?? null, loaded: query.data !== undefined };
}
