import type { Database } from '../db/client.js';
import { AppError } from '../shared/errors.js';
import { findUserByEmail, findUserById } from './users-repository.js';

/** Lookups the auth context uses; e-mails are compared lower-cased, as stored. */
export async function findUserForEmail(db: Database, email: string) {
  return findUserByEmail(db, email.trim().toLowerCase());
}

export async function getUserOrThrow(db: Database, id: string) {
  const user = await findUserById(db, id);
  if (!user) throw new AppError('USER_NOT_FOUND', 'Usuário não encontrado.');
  return user;
}
