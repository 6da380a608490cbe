// Apart from auth.ts (zod schemas): the web app reads the referral slug of every landing address.

/** A referral link's slug: letters, digits, _ and -, at most 64. */
export const referralSlugPattern = /^[A-Za-z0-9_-]{1,64}$/;

/** The slug, trimmed, when it is well formed; undefined otherwise. */
export function parseReferralSlug(value: string): string | undefined {
  const slug = value.trim();
  return referralSlugPattern.test(slug) ? slug : undefined;
}
