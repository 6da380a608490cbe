import type { AuthDeps } from '../auth/context.js';
import { checkCode } from '../auth/verification.js';
import { AppError } from '../shared/errors.js';
import { getUserOrThrow } from './find-user.js';
import { toUserView } from './get-user.js';
import { updateUserRow } from './users-repository.js';

/** Confirms the caller's phone with the SMS code; the code is bound to the number it was sent to. */
export async function verifyPhone(
  deps: AuthDeps,
  caller: { userId: string; sessionId: string },
  token: string,
) {
  const user = await getUserOrThrow(deps.db, caller.userId);
  if (!user.phone) {
    throw new AppError('PHONE_NOT_SET', 'Cadastre um telefone antes de confirmar o código.');
  }
  const result = await checkCode(deps.db, { purpose: 'PHONE_CODE', subject: user.id, code: token });
  if (!result.ok || result.target !== user.phone) {
    if (!result.ok && result.reason === 'invalid') {
      throw new AppError('INVALID_CODE', 'Código inválido. Confira o código enviado por SMS.');
    }
    throw new AppError('CODE_EXPIRED', 'Este código expirou ou não vale mais. Peça um novo código.');
  }
  const saved = await updateUserRow(deps.db, user.id, { phoneVerifiedAt: new Date() });
  return toUserView(saved ?? user, caller.sessionId);
}
