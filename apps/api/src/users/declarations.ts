import { privacyVersion, termsVersion, type UserDeclarationsInput } from '@circula/domain';
import type { Database } from '../db/client.js';
import { AppError } from '../shared/errors.js';
import { assertOwnUser } from './get-user.js';
import { insertConsent, lacksDeclarations } from './users-repository.js';

export const declarationsRequiredMessage =
  'Conclua seu cadastro: faça as declarações e aceite os Termos de uso e a Política de privacidade.';

/** Whether the user still owes the declarations of spec §5 (an account Google created). */
export async function hasPendingDeclarations(db: Database, userId: string): Promise<boolean> {
  return lacksDeclarations(db, userId);
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
