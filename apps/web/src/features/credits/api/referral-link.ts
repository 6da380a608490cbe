import type { userReferralLinkResponseSchema } from '@circula/domain';
import type { z } from 'zod';
import { authedFetcherTyped } from '@/features/session';

export const referralLinkPath = 'web/referrals/link';

/**
 * Reads the personal link; null while it does not exist (the API answers 404 until it is created). The
 * avatar on every page asks for it, where the schema library must not ride along (decision 048): the answer
 * is typed from the route's schema, not checked.
 */
export async function fetchReferralLink(
  key: readonly [string, string],
): Promise<z.infer<typeof userReferralLinkResponseSchema> | null> {
  try {
    return await authedFetcherTyped<typeof userReferralLinkResponseSchema>(key);
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404) return null;
    throw error;
  }
}
