import type { Database } from '../db/client.js';
import { notifyUserNotifications, type PublishedNotification } from './user-notifications-repository.js';

/** Other contexts write their users' notices through this (decision 242), in their own transaction. */
export { insertUserNotifications } from './user-notifications-repository.js';

/**
 * Announces notices just written in the caller's transaction to their users' live streams (on commit).
 * Called where the notice is written, so the stream and the bell never disagree.
 */
export async function publishUserNotifications(tx: Database, rows: PublishedNotification[]): Promise<void> {
  await notifyUserNotifications(tx, rows);
}
