import { isIsoDateTime } from '@circula/domain';
import type { Database } from '../db/client.js';
import { AppError } from '../shared/errors.js';
import {
  countUnreadNotifications,
  listUserNotifications,
  markNotificationsRead,
} from './user-notifications-repository.js';

const invalidCursor = () => new AppError('BAD_REQUEST', 'Posição da lista de notificações inválida.');

function encodeCursor(position: string, id: string) {
  return Buffer.from(`${position}|${id}`, 'utf8').toString('base64url');
}

/**
 * A UTC instant with microseconds (the cursor's own format) whose date exists on the calendar: the
 * database refuses 31 February or 24:00, which JavaScript's Date.parse would roll over.
 */
function isRealInstant(text: string): boolean {
  const match = /^(\d{4})(-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})\.\d{6}Z$/.exec(text);
  return match !== null && Number(match[1]) >= 1 && isIsoDateTime(`${match[1]}${match[2]}Z`);
}

function decodeCursor(cursor: string): { createdAt: string; id: string } {
  const [createdAt, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (
    rest.length > 0 ||
    !createdAt ||
    !id ||
    !isRealInstant(createdAt) ||
    !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)
  ) {
    throw invalidCursor();
  }
  return { createdAt, id };
}

/** The signed-in user's notices (the bell), newest first, a page at a time, with the unread count. */
export async function listOwnNotifications(
  db: Database,
  userId: string,
  query: { before?: string | undefined; limit: number },
) {
  const before = query.before ? decodeCursor(query.before) : null;
  const rows = await listUserNotifications(db, { userId, before, limit: query.limit });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    notifications: page.map(({ position: _position, ...notification }) => notification),
    unreadCount: await countUnreadNotifications(db, userId),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last.position, last.id) : null,
  };
}

export async function readOwnNotifications(db: Database, userId: string, ids: string[] | undefined) {
  await markNotificationsRead(db, userId, ids);
  return { unreadCount: await countUnreadNotifications(db, userId) };
}
