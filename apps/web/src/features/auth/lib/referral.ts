import { parseReferralSlug, type ReferralLandingInput } from '@circula/domain';
import { api } from '@/lib/http/api';

/** The referral link's slug from the current address (?ref= or ?referralSlug=), when it is well formed. */
export function referralSlugFrom(search: URLSearchParams | string): string | undefined {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const value = params.get('referralSlug') ?? params.get('ref') ?? undefined;
  if (!value) return undefined;
  return parseReferralSlug(value);
}

const storageKey = 'circula.referralSlug';

/** Kept for the tab, so the slug survives moving between pages before the sign-up ends. */
export function rememberReferralSlug(search: string): string | undefined {
  try {
    const fromUrl = referralSlugFrom(search);
    if (fromUrl) window.sessionStorage.setItem(storageKey, fromUrl);
    return fromUrl ?? window.sessionStorage.getItem(storageKey) ?? undefined;
  } catch {
    return referralSlugFrom(search);
  }
}

/**
 * A page opened through a referral link (?ref= or ?referralSlug=) tells the API, which keeps the link in
 * an HttpOnly cookie that every sign-up way (e-mail code, Google) reads: only a person who came through
 * the link from the start becomes a referral (decision 166). Failing quietly: the page works without it.
 */
export function noteReferralLanding(search: string): void {
  const referralSlug = referralSlugFrom(search);
  if (!referralSlug) return;
  const body: ReferralLandingInput = { referralSlug };
  void api
    .post('auth/referral', { json: body })
    .json()
    .catch(() => undefined);
}
