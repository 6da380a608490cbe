import type { AppNotification, unreadCountResponseSchema } from '@circula/domain';
import { authedJsonTyped } from '@/features/session';

/**
 * The in-app notices of the signed-in user (the bell): GET /web/notifications pages newest first by a
 * cursor; POST /web/notifications/read marks the given ones, or all, as read. Both answer the unread count.
 */
export type { AppNotification, NotificationsPage } from '@circula/domain';

export const notificationsPageSize = 10;
/** How often the unread count is asked for while the tab is visible. */
export const unreadCountRefreshMs = 30_000;

export function notificationsPath({ before, limit }: { before?: string | null; limit: number }): string {
  const query = new URLSearchParams();
  if (before) query.set('before', before);
  query.set('limit', String(limit));
  return `web/notifications?${query}`;
}

/** Marks the given notices as read, or every one when `ids` is left out. */
export function markNotificationsRead(ids?: string[]) {
  // The bell loads on every signed-in page: typed from the route's schema without the schema library.
  return authedJsonTyped<typeof unreadCountResponseSchema>('web/notifications/read', {
    method: 'POST',
    json: ids ? { ids } : {},
  });
}

const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : null);

/** Where a notice leads: its lot, else its Event, else nowhere. */
export function notificationHref(notification: Pick<AppNotification, 'data'>): string | null {
  const data = notification.data ?? {};
  const lotId = text(data.lotId);
  if (lotId) return `/lotes/${encodeURIComponent(lotId)}`;
  const slug = text(data.listingSlug) ?? text(data.eventSlug);
  if (slug) return `/eventos/${encodeURIComponent(slug)}`;
  return null;
}
