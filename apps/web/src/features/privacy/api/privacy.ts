import {
  type AccountDeletionBody,
  accountDeletionResponseSchema,
  dataExportResponseSchema,
  privacySettingsSchema,
  type UpdatePrivacyPreferences,
} from '@circula/domain';
import { authedJson } from '@/features/session';

export const accountDeletionPath = (userId: string) => `web/users/${userId}/account-deletion`;

export function requestAccountDeletion(userId: string, body: AccountDeletionBody) {
  return authedJson(accountDeletionPath(userId), accountDeletionResponseSchema, {
    method: 'POST',
    json: body,
  });
}

export function cancelAccountDeletion(userId: string) {
  return authedJson(accountDeletionPath(userId), accountDeletionResponseSchema, { method: 'DELETE' });
}

export const dataExportsPath = (userId: string) => `web/users/${userId}/data-exports`;

export function requestDataExport(userId: string) {
  return authedJson(dataExportsPath(userId), dataExportResponseSchema, { method: 'POST' });
}

export const privacySettingsPath = (userId: string) => `web/users/${userId}/privacy`;

export function updatePrivacyPreferences(userId: string, body: UpdatePrivacyPreferences) {
  return authedJson(`web/users/${userId}/privacy-preferences`, privacySettingsSchema, {
    method: 'PATCH',
    json: body,
  });
}
