import { normalizePhone, type UpdateUserInput } from '@circula/domain';
import type { AuthDeps } from '../auth/context.js';
import { codeTtlMinutes } from '../auth/context.js';
import { issueCode } from '../auth/verification.js';
import { phoneCodeMessage } from '../notifications/templates.js';
import { AppError } from '../shared/errors.js';
import { getUserOrThrow } from './find-user.js';
import { assertOwnUser, toUserView } from './get-user.js';
import { updateUserRow } from './users-repository.js';

/**
 * Changes the caller's own name and phone. A new phone starts unverified and gets an SMS code; setting
 * the same verified phone again changes nothing.
 */
export async function updateUser(
  deps: AuthDeps,
  caller: { userId: string; sessionId: string },
  userId: string,
  input: UpdateUserInput,
) {
  assertOwnUser(caller.userId, userId);
  const user = await getUserOrThrow(deps.db, userId);
  const changes: Parameters<typeof updateUserRow>[2] = {};
  if (input.name !== undefined) changes.name = input.name;
  let phoneToVerify: string | null = null;
  if (input.phone !== undefined) {
    const phone = normalizePhone(input.phone, input.phoneCountry);
    if (!phone) throw new AppError('VALIDATION_FAILED', 'Telefone inválido');
    if (phone !== user.phone || !user.phoneVerifiedAt) {
      changes.phone = phone;
      changes.phoneVerifiedAt = null;
      phoneToVerify = phone;
    }
  }
  const saved = Object.keys(changes).length ? await updateUserRow(deps.db, userId, changes) : user;
  if (phoneToVerify) {
    const code = await issueCode(deps.db, {
      purpose: 'PHONE_CODE',
      subject: userId,
      target: phoneToVerify,
      ttlMinutes: codeTtlMinutes,
    });
    await deps.notifier.sendSms({
      to: phoneToVerify,
      type: 'PHONE_CODE',
      text: phoneCodeMessage(code, codeTtlMinutes),
    });
  }
  return toUserView(saved ?? user, caller.sessionId);
}
