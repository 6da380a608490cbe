import type { CookieChoice, privacySettingsSchema } from '@circula/domain';
import { authedJsonTyped } from '@/features/session';

/**
 * Saves the cookie notice's choice to the account. The notice is on every page, where the schema library
 * must not ride along (decision 048): the answer is typed from the route's schema, not checked.
 */
export function saveCookieChoice(userId: string, body: CookieChoice) {
  return authedJsonTyped<typeof privacySettingsSchema>(`web/users/${userId}/cookie-choice`, {
    method: 'PUT',
    json: body,
  });
}
