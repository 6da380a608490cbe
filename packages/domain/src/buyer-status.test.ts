import { describe, expect, it } from 'vitest';
import {
  acceptsBuyerType,
  accountBanners,
  avatarBadge,
  isBuyerBlocked,
  juridicalPersonDocumentStatus,
  naturalPersonDocumentStatus,
  verifyAccountLink,
} from './buyer-status.js';
import { buyerApplicationStatuses, documentStatuses } from './enums.js';

describe('naturalPersonDocumentStatus', () => {
  it('is rejected when either side is rejected', () => {
    for (const other of [...documentStatuses, undefined]) {
      expect(naturalPersonDocumentStatus('REJECTED', other)).toBe('REJECTED');
      expect(naturalPersonDocumentStatus(other, 'REJECTED')).toBe('REJECTED');
    }
  });

  it('is approved when either side is approved and none rejected', () => {
    expect(naturalPersonDocumentStatus('APPROVED', 'UNDER_REVIEW')).toBe('APPROVED');
    expect(naturalPersonDocumentStatus(null, 'APPROVED')).toBe('APPROVED');
    expect(naturalPersonDocumentStatus('APPROVED', 'APPROVED')).toBe('APPROVED');
  });

  it('is under review otherwise', () => {
    expect(naturalPersonDocumentStatus('UNDER_REVIEW', 'UNDER_REVIEW')).toBe('UNDER_REVIEW');
    expect(naturalPersonDocumentStatus()).toBe('UNDER_REVIEW');
  });
});

describe('juridicalPersonDocumentStatus', () => {
  it('is the incorporation document status', () => {
    for (const status of documentStatuses) expect(juridicalPersonDocumentStatus(status)).toBe(status);
    expect(juridicalPersonDocumentStatus(null)).toBe('UNDER_REVIEW');
  });
});

describe('isBuyerBlocked', () => {
  it('is blocked while blockedAt is set', () => {
    expect(isBuyerBlocked({ blockedAt: new Date() })).toBe(true);
    expect(isBuyerBlocked({ blockedAt: '2026-01-01T00:00:00Z' })).toBe(true);
    expect(isBuyerBlocked({ blockedAt: null })).toBe(false);
    expect(isBuyerBlocked({ blockedAt: undefined })).toBe(false);
  });
});

describe('verifyAccountLink', () => {
  it('is hidden for a verified buyer', () => {
    for (const applicationStatus of [...buyerApplicationStatuses, null]) {
      expect(
        verifyAccountLink({ buyerStatus: 'VERIFIED', applicationStatus, phoneVerified: true }),
      ).toBeNull();
    }
  });

  it('is hidden while the application is approved or under review', () => {
    for (const applicationStatus of ['APPROVED', 'UNDER_REVIEW'] as const) {
      expect(
        verifyAccountLink({ buyerStatus: 'UNVERIFIED', applicationStatus, phoneVerified: false }),
      ).toBeNull();
    }
  });

  it('leads to the phone first, then to the account', () => {
    for (const applicationStatus of ['REGISTRATION_DATA_SENT', 'ADDRESS_SENT', 'REJECTED', null] as const) {
      expect(verifyAccountLink({ buyerStatus: 'UNVERIFIED', applicationStatus, phoneVerified: false })).toBe(
        '/auth/verificar-telefone',
      );
      expect(verifyAccountLink({ buyerStatus: 'UNVERIFIED', applicationStatus, phoneVerified: true })).toBe(
        '/auth/verificar-conta',
      );
    }
    expect(verifyAccountLink({ buyerStatus: null, applicationStatus: null, phoneVerified: true })).toBe(
      '/auth/verificar-conta',
    );
  });
});

describe('accountBanners', () => {
  it('shows nothing for a verified buyer in good standing', () => {
    expect(
      accountBanners({
        blocked: false,
        phoneVerified: true,
        buyerStatus: 'VERIFIED',
        applicationStatus: 'APPROVED',
      }),
    ).toEqual([]);
  });

  it('shows every banner that applies, most urgent first', () => {
    expect(
      accountBanners({
        blocked: true,
        phoneVerified: false,
        buyerStatus: 'UNVERIFIED',
        applicationStatus: null,
      }),
    ).toEqual(['Conta bloqueada', 'Telefone não verificado', 'Conta não verificada']);
  });

  it('shows Cadastro em análise instead of Conta não verificada while under review', () => {
    expect(
      accountBanners({
        blocked: false,
        phoneVerified: true,
        buyerStatus: 'UNVERIFIED',
        applicationStatus: 'UNDER_REVIEW',
      }),
    ).toEqual(['Cadastro em análise']);
  });
});

describe('avatarBadge', () => {
  const fine = { verified: true, phoneVerified: true, hasReferralLink: true, blocked: false };

  it('is empty when all is well', () => {
    expect(avatarBadge(fine)).toBeNull();
  });

  it('warns about a missing verification or referral link', () => {
    expect(avatarBadge({ ...fine, verified: false })).toBe('warning');
    expect(avatarBadge({ ...fine, phoneVerified: false })).toBe('warning');
    expect(avatarBadge({ ...fine, hasReferralLink: false })).toBe('warning');
  });

  it('is danger when blocked, whatever else', () => {
    expect(avatarBadge({ ...fine, blocked: true })).toBe('danger');
    expect(
      avatarBadge({ verified: false, phoneVerified: false, hasReferralLink: false, blocked: true }),
    ).toBe('danger');
  });
});

describe('acceptsBuyerType', () => {
  it('follows the accept-buyers mode', () => {
    expect(acceptsBuyerType('ALL', 'NATURAL_PERSON')).toBe(true);
    expect(acceptsBuyerType('ALL', 'JURIDICAL_PERSON')).toBe(true);
    expect(acceptsBuyerType('ONLY_NATURAL_PERSONS', 'NATURAL_PERSON')).toBe(true);
    expect(acceptsBuyerType('ONLY_NATURAL_PERSONS', 'JURIDICAL_PERSON')).toBe(false);
    expect(acceptsBuyerType('ONLY_JURIDICAL_PERSONS', 'JURIDICAL_PERSON')).toBe(true);
    expect(acceptsBuyerType('ONLY_JURIDICAL_PERSONS', 'NATURAL_PERSON')).toBe(false);
  });
});
