import {
  type ConfirmListingCheckout,
  listingCheckoutConfirmationSchema,
  listingCheckoutReviewSchema,
} from '@circula/domain';
import { authedJson } from '@/features/session';
import { isHttpError } from '@/lib/http/client';

export const listingCheckoutsPath = 'web/listing-checkouts';

export function fetchListingCheckoutReview([, lotId, quantity]: readonly [string, string, number]) {
  return authedJson(listingCheckoutsPath, listingCheckoutReviewSchema, {
    method: 'POST',
    json: { lotId, quantity },
  });
}

export function confirmListingCheckout(input: ConfirmListingCheckout) {
  return authedJson(`${listingCheckoutsPath}/confirm`, listingCheckoutConfirmationSchema, {
    method: 'POST',
    json: input,
  });
}

/** The units left a stock refusal carries (INSUFFICIENT_STOCK, details.availableQuantity), or null. */
export async function availableQuantityOf(error: unknown): Promise<number | null> {
  if (!isHttpError(error) || error.code !== 'INSUFFICIENT_STOCK') return null;
  try {
    const body = (await error.response.clone().json()) as { details?: { availableQuantity?: unknown } };
    const available = body.details?.availableQuantity;
    return typeof available === 'number' ? available : null;
  } catch {
    return null;
  }
}
