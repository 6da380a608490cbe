import { parseReferralSlug } from '@circula/domain';

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
