import type { Database } from '../db/client.js';
import { AppError } from '../shared/errors.js';
import { getUserOrThrow } from './find-user.js';
import type { UserRow } from './users-repository.js';

/** The spec's User as the API returns it; sessionId is the caller's current session. */
export function toUserView(user: UserRow, sessionId: string) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    image: user.image,
    phoneVerifiedAt: user.phoneVerifiedAt?.toISOString() ?? null,
    buyerId: user.buyerId,
    sessionId,
  };
}

/** A person reads only their own user; any other id is refused without saying whether it exists. */
export function assertOwnUser(callerId: string, userId: string) {
  if (callerId !== userId) throw new AppError('FORBIDDEN', 'Você só pode acessar a sua própria conta.');
}

export async function getOwnUser(
  db: Database,
  caller: { userId: string; sessionId: string },
  userId: string,
) {
  assertOwnUser(caller.userId, userId);
  return toUserView(await getUserOrThrow(db, userId), caller.sessionId);
}
