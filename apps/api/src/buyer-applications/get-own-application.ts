import type { Database } from '../db/client.js';
import { AppError } from '../shared/errors.js';
import { findApplicationById, findApplicationByUserId } from './buyer-applications-repository.js';

/** The caller's application; any other id, existing or not, gets the same refusal. */
export async function getOwnApplicationOrThrow(db: Database, callerUserId: string, applicationId: string) {
  const application = await findApplicationById(db, applicationId);
  if (!application || application.userId !== callerUserId) {
    throw new AppError('FORBIDDEN', 'Você só pode acessar o seu próprio cadastro de comprador.');
  }
  return application;
}

export async function findActiveApplication(db: Database, userId: string) {
  return findApplicationByUserId(db, userId);
}
