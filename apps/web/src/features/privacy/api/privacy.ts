import type { AccountDeletion, AccountDeletionBody, DataExport } from '@circula/domain';
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

export const dataExportsPath = (userId: string) => `web/users/${userId}/data-exports`;

export function requestDataExport(userId: string) {
  return authedJson<{ request: DataExport }>(dataExportsPath(userId), { method: 'POST' });
}
