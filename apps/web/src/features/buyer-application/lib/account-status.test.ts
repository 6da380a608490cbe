import { describe, expect, it } from 'vitest';
import { deriveAccountStatus } from './account-status';

const phone = { phoneVerifiedAt: '2026-01-01T00:00:00.000Z' };
const noPhone = { phoneVerifiedAt: null };
const unverified = { status: 'UNVERIFIED' as const, blockedAt: null };

describe('account status from user, buyer and application', () => {
  it('a new user: phone and account pending, link to the phone, warning badge', () => {
    expect(deriveAccountStatus({ user: noPhone, buyer: null, application: null })).toEqual({
      banners: ['Telefone não verificado', 'Conta não verificada'],
      verifyLink: '/auth/verificar-telefone',
      badge: 'warning',
      verified: false,
      blocked: false,
      phoneVerified: false,
    });
  });

  it('phone verified: the link goes to the account step', () => {
    const status = deriveAccountStatus({
      user: phone,
      buyer: unverified,
      application: { status: 'ADDRESS_SENT' },
    });
    expect(status.banners).toEqual(['Conta não verificada']);
    expect(status.verifyLink).toBe('/auth/verificar-conta');
  });

  it('under review: the banner says so and the link disappears', () => {
    const status = deriveAccountStatus({
      user: phone,
      buyer: unverified,
      application: { status: 'UNDER_REVIEW' },
    });
    expect(status.banners).toEqual(['Cadastro em análise']);
    expect(status.verifyLink).toBeNull();
    expect(status.badge).toBe('warning');
  });

  it('verified: no banner, no link, no badge', () => {
    const status = deriveAccountStatus({
      user: phone,
      buyer: { status: 'VERIFIED', blockedAt: null },
      application: { status: 'APPROVED' },
    });
    expect(status).toMatchObject({ banners: [], verifyLink: null, badge: null, verified: true });
  });

  it('blocked: danger badge and the blocked banner first', () => {
    const status = deriveAccountStatus({
      user: phone,
      buyer: { status: 'VERIFIED', blockedAt: '2026-01-01T00:00:00.000Z' },
      application: { status: 'APPROVED' },
    });
    expect(status.banners).toEqual(['Conta bloqueada']);
    expect(status.badge).toBe('danger');
  });

  it('a missing referral link counts once the programme gives buyers links', () => {
    const status = deriveAccountStatus({
      user: phone,
      buyer: { status: 'VERIFIED', blockedAt: null },
      application: { status: 'APPROVED' },
      hasReferralLink: false,
    });
    expect(status.badge).toBe('warning');
  });
});
