'use client';

import { formatDateTime, type notificationsPageSchema } from '@circula/domain';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { SpinnerIcon } from '@/components/icons';
import Link from '@/components/navigation/link';
import { authedFetcherTyped, authedKey } from '@/features/session';
import { followNoticeStream, type StreamedNotice } from '../api/notice-stream';
import {
  type AppNotification,
  markNotificationsRead,
  type NotificationsPage,
  notificationHref,
  notificationsPageSize,
  notificationsPath,
  unreadCountRefreshMs,
} from '../api/notifications';
import { BellIcon } from './bell-icon';

// The bell loads on every signed-in page: answers are typed from the route's schema without loading the
// schema library (decision 048).
const fetchPage = authedFetcherTyped<typeof notificationsPageSchema>;

const countLabel = (count: number) =>
  count === 0 ? 'nenhuma não lida' : count === 1 ? '1 não lida' : `${count} não lidas`;

function NotificationItem({
  notification,
  onOpen,
}: {
  notification: AppNotification;
  onOpen: (notification: AppNotification) => void;
}) {
  const href = notificationHref(notification);
  const unread = notification.readAt === null;
  const content = (
    <>
      <span className="flex items-start justify-between gap-2">
        <span className={unread ? 'font-semibold' : 'font-medium'}>{notification.title}</span>
        {unread ? (
          <span className="mt-1.5 size-2 shrink-0 rounded-full bg-brand-700">
            <span className="sr-only">Não lida</span>
          </span>
        ) : null}
      </span>
      <span className="block text-muted text-sm">{notification.body}</span>
      <time dateTime={notification.createdAt} className="block text-muted text-xs">
        {formatDateTime(notification.createdAt)}
      </time>
    </>
  );
  const style = `block rounded-xl px-3 py-2.5 ${unread ? 'bg-brand-50' : ''}`;
  return (
    <li>
      {href ? (
        <Link href={href} className={`${style} hover:bg-brand-100`} onClick={() => onOpen(notification)}>
          {content}
        </Link>
      ) : (
        <div className={style}>{content}</div>
      )}
    </li>
  );
}

/** "Seu lance no lote N foi superado", with a link to the lot; other notices by their title. */
export function noticeToastText(notice: Pick<StreamedNotice, 'type' | 'title' | 'data'>): string {
  const lotNumber = notice.data?.lotNumber;
  if (notice.type === 'OUTBID' && typeof lotNumber === 'number')
    return `Seu lance no lote ${lotNumber} foi superado`;
  return notice.title;
}

function showNoticeToast(notice: StreamedNotice) {
  const href = notificationHref(notice);
  toast(
    (shown) => (
      <span className="text-sm" data-testid="aviso-ao-vivo">
        {noticeToastText(notice)}.{' '}
        {href ? (
          <Link
            href={href}
            className="font-semibold text-brand-800 underline underline-offset-2"
            onClick={() => toast.dismiss(shown.id)}
          >
            Ver o lote
          </Link>
        ) : null}
      </span>
    ),
    { id: `notice-${notice.id}` },
  );
}

/** The bell with its unread count and, when open, the notices newest first. */
export default function NotificationsMenu() {
  const [open, setOpen] = useState(false);
  const [marking, setMarking] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // The smallest page, for its unread count; not refreshed while the tab is hidden. The next poll is the
  // retry after a failure.
  const count = useSWR(authedKey(notificationsPath({ limit: 1 })), fetchPage, {
    refreshInterval: unreadCountRefreshMs,
    refreshWhenHidden: false,
    shouldRetryOnError: false,
  });
  const list = useSWRInfinite(
    (index, previous: NotificationsPage | null) => {
      if (!open) return null;
      if (index === 0) return authedKey(notificationsPath({ limit: notificationsPageSize }));
      if (!previous?.nextCursor) return null;
      return authedKey(notificationsPath({ before: previous.nextCursor, limit: notificationsPageSize }));
    },
    fetchPage,
    { revalidateFirstPage: true },
  );

  // New notices arrive live on every page: a toast, and the count and list updated at once.
  const live = useRef({ count, list });
  live.current = { count, list };
  useEffect(() => {
    const controller = new AbortController();
    void followNoticeStream(controller.signal, {
      onNotice: (notice) => {
        showNoticeToast(notice);
        void live.current.count.mutate(
          (current) => current && { ...current, unreadCount: current.unreadCount + 1 },
          { revalidate: true },
        );
        void live.current.list.mutate();
      },
      // (Re)connected: what was missed meanwhile is in the count.
      onReady: () => void live.current.count.mutate(),
    });
    return () => controller.abort();
  }, []);

  const unreadCount = count.data?.unreadCount ?? 0;
  const pages = list.data ?? [];
  const notifications = pages.flatMap((page) => page.notifications);
  const nextCursor = pages.at(-1)?.nextCursor ?? null;
  const loadingMore =
    !list.error && (list.isLoading || (list.size > 0 && list.data?.[list.size - 1] === undefined));

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, close]);

  /** Shows the new count at once, and the notices as read, without asking the list again. */
  async function applyRead(unread: number, ids?: string[]) {
    const readAt = new Date().toISOString();
    const isRead = (notification: AppNotification) => !ids || ids.includes(notification.id);
    await count.mutate((current) => current && { ...current, unreadCount: unread }, { revalidate: false });
    await list.mutate(
      (current) =>
        current?.map((page) => ({
          ...page,
          unreadCount: unread,
          notifications: page.notifications.map((notification) =>
            notification.readAt === null && isRead(notification) ? { ...notification, readAt } : notification,
          ),
        })),
      { revalidate: false },
    );
  }

  async function markAllRead() {
    setMarking(true);
    try {
      const answer = await markNotificationsRead();
      await applyRead(answer.unreadCount);
    } catch {
      toast.error('Não foi possível marcar as notificações como lidas.');
    } finally {
      setMarking(false);
    }
  }

  function openNotification(notification: AppNotification) {
    close(false);
    if (notification.readAt !== null) return;
    markNotificationsRead([notification.id])
      .then((answer) => applyRead(answer.unreadCount, [notification.id]))
      .catch(() => {
        // Still unread: it shows as such on the next look.
      });
  }

  const badge = unreadCount > 99 ? '99+' : String(unreadCount);
  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`Notificações, ${countLabel(unreadCount)}`}
        className="relative inline-flex size-11 items-center justify-center rounded-full text-brand-800 hover:bg-brand-50 aria-expanded:bg-brand-50"
        onClick={() => {
          if (!open) void count.mutate();
          setOpen(!open);
        }}
      >
        <BellIcon className="size-6" />
        {unreadCount > 0 ? (
          <span
            aria-hidden="true"
            className="absolute top-1 right-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center font-bold text-[11px] text-white leading-5"
          >
            {badge}
          </span>
        ) : null}
      </button>
      <span className="sr-only" aria-live="polite">
        {unreadCount > 0 ? `Notificações: ${countLabel(unreadCount)}` : ''}
      </span>
      {open ? (
        <div
          id={panelId}
          role="dialog"
          aria-label="Notificações"
          className="absolute top-full right-0 z-50 mt-2 flex max-h-[70vh] w-[min(24rem,calc(100vw-1.5rem))] flex-col rounded-2xl border border-line bg-white shadow-xl"
        >
          <div className="flex items-center justify-between gap-2 border-line border-b px-4 py-3">
            <h2 className="font-semibold">Notificações</h2>
            <button
              type="button"
              className="rounded-full px-2 py-1 font-semibold text-brand-800 text-sm hover:bg-brand-50 disabled:opacity-60"
              disabled={marking || unreadCount === 0}
              onClick={() => void markAllRead()}
            >
              Marcar todas como lidas
            </button>
          </div>
          <div className="overflow-y-auto p-2">
            {list.error && notifications.length === 0 ? (
              <p role="alert" className="px-3 py-4 text-sm">
                Não foi possível carregar as notificações.
              </p>
            ) : null}
            {list.data && notifications.length === 0 ? (
              <p className="px-3 py-4 text-muted text-sm">Você não tem notificações.</p>
            ) : null}
            {notifications.length > 0 ? (
              <ul className="space-y-1">
                {notifications.map((notification) => (
                  <NotificationItem
                    key={notification.id}
                    notification={notification}
                    onOpen={openNotification}
                  />
                ))}
              </ul>
            ) : null}
            {loadingMore ? (
              <p className="flex items-center gap-2 px-3 py-3 text-muted text-sm" aria-live="polite">
                <SpinnerIcon className="size-4" /> Carregando...
              </p>
            ) : nextCursor ? (
              <button
                type="button"
                className="mt-1 w-full rounded-xl px-3 py-2 font-semibold text-brand-800 text-sm hover:bg-brand-50"
                onClick={() => void list.setSize(list.size + 1)}
              >
                Carregar mais
              </button>
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}
