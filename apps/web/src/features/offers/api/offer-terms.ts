import type { OfferTerms, offerTermsSchema } from '@circula/domain';
import { apiFetcherTyped } from '@/lib/http/api';

export const offerTermsPath = (lotId: string) => `web/lots/${lotId}/offer-terms`;

/**
 * Whether a lot takes offers now, asked by the lot page's offer button. The lot page's first script carries
 * no schema library (decision 260): the answer is typed from the route's schema, not checked.
 */
export const fetchOfferTerms = (path: string): Promise<OfferTerms> =>
  apiFetcherTyped<typeof offerTermsSchema>(path);
