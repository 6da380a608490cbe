import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../api/auth-api';
import { accountState } from './avatar-status';

const user = {
  id: '0f8c6a1e-5c1a-4a55-9a39-2f7f3f2d8c10',
  name: 'Maria Aparecida da Silva',
  email: 'maria@example.com',
  phone: null,
  image: null,
  phoneVerifiedAt: null,
  buyerId: null,
  sessionId: 's',
} as CurrentUser;

describe('the avatar menu name line (spec §2)', () => {
  it('is the buyer username, else nothing (the menu then says "Você"), never the full name', () => {
    expect(accountState({ user }).username).toBeNull();
    expect(
      accountState({ user, buyer: { status: 'UNVERIFIED', blockedAt: null, username: 'maria_s' } }).username,
    ).toBe('maria_s');
    expect(
      accountState({ user, buyer: { status: 'VERIFIED', blockedAt: null, username: '' } }).username,
    ).toBeNull();
  });
});
