import type {
  AccountDeletion,
  AccountDeletionBody,
  CookieChoice,
  DataExport,
  PrivacySettings,
  UpdatePrivacyPreferences,
} from '@circula/domain';
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

export const privacySettingsPath = (userId: string) => `web/users/${userId}/privacy`;

export function updatePrivacyPreferences(userId: string, body: UpdatePrivacyPreferences) {
  return authedJson<PrivacySettings>(`web/users/${userId}/privacy-preferences`, {
    method: 'PATCH',
    json: body,
  });
}

export function saveCookieChoice(userId: string, body: CookieChoice) {
  return authedJson<PrivacySettings>(`web/users/${userId}/cookie-choice`, { method: 'PUT', json: body });
}
