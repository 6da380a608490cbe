import { emailKey, takeThrottleSlot } from '../auth/throttle.js';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { renderEmail } from '../notifications/email/render.js';
import type { Notifier } from '../notifications/notifier.js';
import { queueEmailAndDeliverLater } from '../notifications/queue-emails.js';
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
 * Opens the favourites list of an e-mail: creates it unless it exists, and e-mails its link. The token goes
 * by e-mail only, and the answer is the same whether the list existed or not: anything else would let whoever
 * types an address read (or plant) that person's list, or learn that it has one. The mails to an address are
 * limited like the other mails it gets (insert-then-count, so racing requests cannot pass the limit); past
 * it, the answer is how many seconds to wait and no list is created nor mail sent.
 */
export async function openFavoriteList(
  deps: FavoritesDeps,
  email: string,
): Promise<{ emailed: true } | { retryAfterSeconds: number }> {
  const retryAfterSeconds = await takeThrottleSlot(deps.db, emailKey(email), 'MESSAGE_SENT');
  if (retryAfterSeconds !== null) return { retryAfterSeconds };
  const { list, created } = await insertListUnlessExists(deps.db, { email, token: newFavoriteListToken() });
  await queueEmailAndDeliverLater(deps, {
    to: list.email,
    ...(await renderEmail(
      'FAVORITE_LIST_LINK',
      { link: favoriteListLink(deps.config, list.token), created },
      deps.config.WEB_ORIGIN,
    )),
  });
  return { emailed: true };
}
