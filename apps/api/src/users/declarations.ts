import {
  completeSignUpPath,
  privacyVersion,
  termsVersion,
  type UserDeclarationsInput,
} from '@circula/domain';
import type { Database } from '../db/client.js';
import { AppError } from '../shared/errors.js';
import { assertOwnUser } from './get-user.js';
import { insertConsent, lacksDeclarations } from './users-repository.js';

export const declarationsRequiredMessage =
  'Conclua seu cadastro: faça as declarações e aceite os Termos de uso e a Política de privacidade.';

/**
 * Where a sign-in that ends in a redirect sends the person: the declarations step first when they still owe
 * them (then on to the destination), else the destination.
 */
export async function destinationAfterSignIn(db: Database, userId: string, destination: string) {
  if (!(await lacksDeclarations(db, userId))) return destination;
  return `${completeSignUpPath}?${new URLSearchParams({ nextUrl: destination })}`;
}

/** Refuses what a person may do only after the declarations: enrolment and the buyer application. */
export async function assertDeclarationsMade(db: Database, userId: string): Promise<void> {
  if (await lacksDeclarations(db, userId)) {
    throw new AppError('DECLARATIONS_REQUIRED', declarationsRequiredMessage);
  }
}

/**
 * Records the caller's declarations and acceptance of the current terms and privacy policy (append-only, like
 * the one made at the e-mail sign-up).
 */
export async function recordDeclarations(
  db: Database,
  caller: { userId: string },
  userId: string,
  input: UserDeclarationsInput,
) {
  assertOwnUser(caller.userId, userId);
  const saved = await insertConsent(db, userId, {
    personType: input.personType,
    declarations: input.declarations,
    termsVersion,
    privacyVersion,
  });
  return {
    personType: saved.personType,
    termsVersion: saved.termsVersion,
    privacyVersion: saved.privacyVersion,
    acceptedAt: saved.acceptedAt.toISOString(),
  };
}
