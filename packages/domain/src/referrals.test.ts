import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { referralSlugPattern } from './referral-slug.js';
import { canonicalEmail, firstNameOf, referralSlugFor, selfReferralReason } from './referrals.js';

const party = (overrides: Partial<Parameters<typeof selfReferralReason>[0]> = {}) => ({
  userId: 'u1',
  email: 'ana@example.com',
  phone: '+5511999990000',
  taxIds: ['52998224725'],
  ...overrides,
});

describe('referral fraud rules', () => {
  it('refuses the same account, mailbox, phone or tax id; accepts different people', () => {
    const referrer = party();
    expect(selfReferralReason(referrer, party())).toMatch(/própria conta/);
    expect(
      selfReferralReason(
        referrer,
        party({ userId: 'u2', email: 'ANA+2@Example.com', phone: null, taxIds: [] }),
      ),
    ).toMatch(/e-mail/);
    expect(selfReferralReason(referrer, party({ userId: 'u2', email: 'b@example.com', taxIds: [] }))).toMatch(
      /telefone/,
    );
    expect(
      selfReferralReason(
        referrer,
        party({ userId: 'u2', email: 'b@example.com', phone: null, taxIds: ['529.982.247-25'] }),
      ),
    ).toMatch(/CPF/);
    expect(
      selfReferralReason(referrer, party({ userId: 'u2', email: 'b@example.com', phone: null, taxIds: [] })),
    ).toBeNull();
  });

  it('treats Gmail dots and tags as the same mailbox', () => {
    expect(canonicalEmail('Ana.Silva+leilao@googlemail.com')).toBe('anasilva@gmail.com');
    expect(canonicalEmail('ana.silva@empresa.com.br')).toBe('ana.silva@empresa.com.br');
  });

  it('makes slugs the link accepts from any name, and shows only first names', () => {
    fc.assert(
      fc.property(fc.string(), fc.stringMatching(/^[a-z0-9]{6}$/), (name, suffix) => {
        expect(referralSlugPattern.test(referralSlugFor(name, suffix))).toBe(true);
      }),
    );
    expect(referralSlugFor('João da Silva', 'abc123')).toBe('joao-abc123');
    expect(firstNameOf('  Maria Clara Souza ')).toBe('Maria');
  });
});
