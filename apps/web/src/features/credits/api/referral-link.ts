import type { userReferralLinkLookupSchema } from '@circula/domain';
import type { z } from 'zod';
import { authedFetcherTyped } from '@/features/session';

export const referralLinkPath = 'web/referrals/link';

/**
 * Reads the personal link (null until it is created). The avatar on every page asks for it, where the schema
 * library must not ride along (decision 048): the answer is typed from the route's schema, not checked.
 */
export function fetchReferralLink(
  key: readonly [string, string],
): Promise<z.infer<typeof userReferralLinkLookupSchema>> {
  return authedFetcherTyped<typeof userReferralLinkLookupSchema>(key);
}
