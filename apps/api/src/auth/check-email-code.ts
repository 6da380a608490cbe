import { AppError } from '../shared/errors.js';
import type { AuthDeps } from './context.js';
import { checkCode } from './verification.js';

/** Accepts the e-mail's current code or throws (the route's throttle counts the failures of the address). */
export async function checkEmailCodeOrThrow(deps: AuthDeps, email: string, code: string): Promise<void> {
  const result = await checkCode(deps.db, { purpose: 'EMAIL_CODE', subject: email, code });
  if (result.ok) return;
  if (result.reason === 'expired') {
    throw new AppError('CODE_EXPIRED', 'Este código expirou ou não vale mais. Peça um novo código.');
  }
  throw new AppError('INVALID_CODE', 'Código inválido. Confira o código enviado para o seu email.');
}
