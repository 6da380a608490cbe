import { normalizePhone, type UpdateUserInput } from '@circula/domain';
import type { AuthDeps } from '../auth/context.js';
import { codeTtlMinutes } from '../auth/context.js';
import { releaseSmsSlots, takeSmsSlots } from '../auth/throttle.js';
import { issueCode } from '../auth/verification.js';
import { phoneCodeMessage } from '../notifications/templates.js';
import { AppError } from '../shared/errors.js';
import { getUserOrThrow } from './find-user.js';
import { assertOwnUser, toUserView } from './get-user.js';
import { updateUserRow } from './users-repository.js';

export type UpdateUserResult =
  | { user: ReturnType<typeof toUserView> }
  | { retryAfterSeconds: number; message: string };

/**
 * Changes the caller's own name and phone. A new phone starts unverified and gets an SMS code; setting
 * the same verified phone again changes nothing. Asking again for an unverified phone sends a new code.
 * Every code takes its SMS slots first (per number and per user, throttle.ts): when a limit is reached,
 * nothing is saved, the earlier code keeps working, and the caller learns how long to wait.
 */
export async function updateUser(
  deps: AuthDeps,
  caller: { userId: string; sessionId: string },
  userId: string,
  input: UpdateUserInput,
): Promise<UpdateUserResult> {
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
  if (!phoneToVerify) {
    const saved = Object.keys(changes).length ? await updateUserRow(deps.db, userId, changes) : user;
    return { user: toUserView(saved ?? user, caller.sessionId) };
  }
  const slots = await takeSmsSlots(deps.db, userId, phoneToVerify, deps.config.SMS_FOREIGN_COUNTRY_DAY_MAX);
  if ('retryAfterSeconds' in slots) return slots;
  let code: string;
  let saved: Awaited<ReturnType<typeof updateUserRow>>;
  try {
    saved = await updateUserRow(deps.db, userId, changes);
    code = await issueCode(deps.db, {
      purpose: 'PHONE_CODE',
      subject: userId,
      target: phoneToVerify,
      ttlMinutes: codeTtlMinutes,
    });
  } catch (error) {
    // No SMS left: the slots go back.
    await releaseSmsSlots(deps.db, slots);
    throw error;
  }
  await deps.notifier.sendSms({
    to: phoneToVerify,
    type: 'PHONE_CODE',
    text: phoneCodeMessage(code, codeTtlMinutes),
  });
  return { user: toUserView(saved ?? user, caller.sessionId) };
}
