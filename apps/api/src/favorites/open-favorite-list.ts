import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import type { Notifier } from '../notifications/notifier.js';
import { favoriteListMessage } from '../notifications/templates.js';
import { newFavoriteListToken } from './favorite-list-token.js';
import { insertListUnlessExists } from './favorites-repository.js';

export interface FavoritesDeps {
  db: Database;
  config: AppConfig;
  notifier: Notifier;
}

/** The link that opens a list on any device: the web's /favoritos with the token. */
export function favoriteListLink(config: AppConfig, token: string): string {
  const link = new URL('/favoritos', config.WEB_ORIGIN);
  link.searchParams.set('lista', token);
  return link.toString();
}

/**
 * Opens the favourites list of an e-mail. A new list's token is answered and e-mailed. An existing list's
 * token is only e-mailed: answering it would let anyone who knows an address read that person's list.
 */
export async function openFavoriteList(
  deps: FavoritesDeps,
  email: string,
): Promise<{ created: true; listToken: string } | { created: false }> {
  const { list, created } = await insertListUnlessExists(deps.db, { email, token: newFavoriteListToken() });
  await deps.notifier.sendEmail({
    to: list.email,
    type: 'FAVORITE_LIST_LINK',
    ...favoriteListMessage(favoriteListLink(deps.config, list.token), created),
  });
  return created ? { created: true, listToken: list.token } : { created: false };
}
