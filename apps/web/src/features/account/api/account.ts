import { currentUserSchema } from '@circula/domain';
import { authedJson, authedRequest } from '@/features/session';

export type { UserSession } from '@circula/domain';

export const sessionsPath = (userId: string) => `web/users/${userId}/sessions`;

export function updateName(userId: string, name: string) {
  return authedJson(`web/users/${userId}`, currentUserSchema, { method: 'PATCH', json: { name } });
}

export async function revokeSession(userId: string, sessionId: string) {
  await authedRequest(`web/users/${userId}/sessions/${sessionId}`, { method: 'DELETE' });
}
