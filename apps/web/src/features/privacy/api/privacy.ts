import type { AccountDeletion, AccountDeletionBody } from '@circula/domain';
import { authedJson } from '@/features/session';

export const accountDeletionPath = (userId: string) => `web/users/${userId}/account-deletion`;

export function requestAccountDeletion(userId: string, body: AccountDeletionBody) {
  return authedJson<{ request: AccountDeletion }>(accountDeletionPath(userId), {
    method: 'POST',
    json: body,
  });
}

export function cancelAccountDeletion(userId: string) {
  return authedJson<{ request: AccountDeletion }>(accountDeletionPath(userId), { method: 'DELETE' });
}
