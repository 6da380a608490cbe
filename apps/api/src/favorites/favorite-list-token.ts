import { randomBytes } from 'node:crypto';

/** 256 bits from the system's generator, base64url: 43 characters nobody can guess. */
export function newFavoriteListToken(): string {
  return randomBytes(32).toString('base64url');
}

export { favoriteListTokenPattern } from '@circula/domain';
