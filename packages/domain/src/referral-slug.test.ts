import { describe, expect, it } from 'vitest';
import { referralSlugSchema } from './auth.js';
import { parseReferralSlug } from './referral-slug.js';

describe('parseReferralSlug', () => {
  it('keeps a well-formed slug, trimmed', () => {
    expect(parseReferralSlug('  maria_2024-sp ')).toBe('maria_2024-sp');
  });

  it.each(['', 'com espaço', 'ação', 'a/b', 'x'.repeat(65)])('refuses %j', (value) => {
    expect(parseReferralSlug(value)).toBeUndefined();
  });

  it('agrees with the API schema', () => {
    for (const value of ['abc', ' abc ', 'a b', '', 'x'.repeat(64), 'x'.repeat(65), 'ok-ok_1']) {
      const parsed = referralSlugSchema.safeParse(value);
      expect(parseReferralSlug(value)).toBe(parsed.success ? parsed.data : undefined);
    }
  });
});
