import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAuthClient } from '@/features/auth/lib/session';
import { fakeAccessToken, signInForTest } from '../../../../test/session';
import type { AppNotification } from '../api/notifications';
import { NotificationsBell } from './notifications-bell';

/**
 * A stand-in for the API's notifications routes at the HTTP boundary (the routes live in the API's own
 * branch): GET /web/notifications pages newest first by cursor, POST /web/notifications/read marks read.
 */
function notificationsServer(all: AppNotification[]) {
  const state = { failList: false };
  const streams: ReadableStreamDefaultController<Uint8Array>[] = [];
  const streamRequests: { authorization: string | null; lastEventId: string | null }[] = [];
  const encoder = new TextEncoder();
  const requests: { method: string; path: string; authorization: string | null; body: unknown }[] = [];
  const unread = () => all.filter((notification) => notification.readAt === null).length;
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    // The browser reaches the API through the site's /api/proxy (decision 100): the API's own path follows it.
    url.pathname = url.pathname.replace(/^\/api\/proxy(?=\/)/, '');
    const body =
      request.method === 'POST'
        ? await request
            .clone()
            .json()
            .catch(() => null)
        : null;
    if (!url.pathname.startsWith('/web/')) return new Response(null, { status: 204 });
    if (url.pathname === '/web/notifications/stream') {
      streamRequests.push({
        authorization: request.headers.get('authorization'),
        lastEventId: request.headers.get('last-event-id'),
      });
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          streams.push(controller);
          controller.enqueue(encoder.encode('retry: 3000\n\nevent: ready\ndata: {}\n\n'));
        },
      });
      return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
    }
    requests.push({
      method: request.method,
      path: `${url.pathname}${url.search}`,
      authorization: request.headers.get('authorization'),
      body,
    });
    if (request.method === 'GET' && url.pathname === '/web/notifications') {
      const limit = Number(url.searchParams.get('limit'));
      if (state.failList && limit > 1) {
        return new Response(JSON.stringify({ statusCode: 500, code: 'INTERNAL', message: 'Erro' }), {
          status: 500,
        });
      }
      const before = url.searchParams.get('before');
      const start = before ? all.findIndex((notification) => notification.id === before) + 1 : 0;
      const page = all.slice(start, start + limit);
      const more = start + limit < all.length;
      return json({ notifications: page, unreadCount: unread(), nextCursor: more ? page.at(-1)!.id : null });
    }
    if (request.method === 'POST' && url.pathname === '/web/notifications/read') {
      const ids = (body as { ids?: string[] }).ids;
      const now = new Date().toISOString();
      for (const notification of all) {
        if (notification.readAt === null && (!ids || ids.includes(notification.id)))
          notification.readAt = now;
      }
      return json({ unreadCount: unread() });
    }
    return new Response(JSON.stringify({ statusCode: 404, code: 'NOT_FOUND', message: 'Não encontrado' }), {
      status: 404,
    });
  });
  return {
    fetch,
    requests,
    streamRequests,
    /** A new notice: stored (unread, newest) and sent on every open stream. */
    push(notice: AppNotification) {
      all.unshift(notice);
      const { readAt: _readAt, ...payload } = notice;
      const frame = encoder.encode(
        `id: ${notice.id}\nevent: notification\ndata: ${JSON.stringify(payload)}\n\n`,
      );
      for (const controller of streams) controller.enqueue(frame);
    },
    /** The list pages (not the count) answer 500. */
    set failList(value: boolean) {
      state.failList = value;
    },
  };
}

// The menu is loaded on demand and the machine may be busy: wait longer than the default second.
const slow = { timeout: 10_000 };

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** 13 notices, newest first (one a minute back from 22/11/2026 13:00 UTC); the first 3 unread. */
function makeNotifications(): AppNotification[] {
  return Array.from({ length: 13 }, (_, index) => ({
    id: id(index + 1),
    type: index === 0 ? 'OUTBID' : 'LOT_WON',
    title: index === 0 ? 'Seu lance foi superado' : `Aviso ${index + 1}`,
    body: index === 0 ? 'Alguém deu um lance maior no Lote 3.' : `Texto do aviso ${index + 1}`,
    data: index === 0 ? { lotId: id(500), listingId: id(600) } : {},
    createdAt: new Date(Date.UTC(2026, 10, 22, 13, -index)).toISOString(),
    readAt: index < 3 ? null : '2026-11-22T13:30:00.000Z',
  }));
}

/** A fresh SWR cache per render, so each test asks the server itself. */
function Providers({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;
}

function renderBell() {
  return render(
    <Providers>
      <NotificationsBell />
    </Providers>,
  );
}

let server: ReturnType<typeof notificationsServer>;

beforeEach(() => {
  server = notificationsServer(makeNotifications());
  vi.stubGlobal('fetch', server.fetch);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('NotificationsBell', () => {
  it('renders nothing and asks nothing for a signed-out visitor', async () => {
    await act(() => getAuthClient().init());
    expect(getAuthClient().getState().status).toBe('signed-out');
    const { container } = renderBell();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.innerHTML).toBe('');
    expect(server.requests).toEqual([]);
  });

  describe('signed in', () => {
    beforeEach(() => {
      signInForTest({ sub: id(900), sid: id(901) });
    });

    it('shows the unread count and lists the notices newest first with time in Brasília and a link', async () => {
      renderBell();
      const bell = await screen.findByRole('button', { name: 'Notificações, 3 não lidas' }, slow);
      expect(bell.textContent).toBe('3');
      expect(server.requests[0]).toMatchObject({
        method: 'GET',
        path: '/web/notifications?limit=1',
        authorization: `Bearer ${fakeAccessToken({ sub: id(900), sid: id(901) })}`,
      });

      fireEvent.click(bell);
      const panel = await screen.findByRole('dialog', { name: 'Notificações' }, slow);
      const items = await within(panel).findAllByRole('listitem', {}, slow);
      expect(items).toHaveLength(10);
      expect(items[0]!.textContent).toContain('Seu lance foi superado');
      expect(items[0]!.textContent).toContain('Alguém deu um lance maior no Lote 3.');
      // 13:00 UTC is 10:00 in Brasília.
      expect(within(items[0]!).getByText('22/11/2026, 10:00').getAttribute('datetime')).toBe(
        '2026-11-22T13:00:00.000Z',
      );
      expect(within(items[0]!).getByRole('link').getAttribute('href')).toBe(`/lotes/${id(500)}`);
      expect(within(items[0]!).getByText('Não lida')).toBeTruthy();
      expect(within(items[1]!).queryByRole('link')).toBeNull();
      expect(items[1]!.textContent).toContain('Aviso 2');

      fireEvent.keyDown(document, { key: 'Escape' });
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(bell);
    });

    it('marks all as read: the badge goes and the notices no longer show as unread', async () => {
      renderBell();
      fireEvent.click(await screen.findByRole('button', { name: 'Notificações, 3 não lidas' }, slow));
      const panel = await screen.findByRole('dialog', { name: 'Notificações' }, slow);
      await within(panel).findAllByRole('listitem', {}, slow);
      expect(within(panel).getAllByText('Não lida')).toHaveLength(3);

      fireEvent.click(within(panel).getByRole('button', { name: 'Marcar todas como lidas' }));
      await screen.findByRole('button', { name: 'Notificações, nenhuma não lida' }, slow);
      expect(within(panel).queryAllByText('Não lida')).toHaveLength(0);
      expect(within(panel).getByRole('button', { name: 'Marcar todas como lidas' })).toHaveProperty(
        'disabled',
        true,
      );
      const post = server.requests.find((request) => request.method === 'POST');
      expect(post).toMatchObject({ path: '/web/notifications/read', body: {} });
    });

    it('says so when the notices cannot be loaded, without a loader left spinning', async () => {
      server.failList = true;
      renderBell();
      fireEvent.click(await screen.findByRole('button', { name: 'Notificações, 3 não lidas' }, slow));
      const panel = await screen.findByRole('dialog', { name: 'Notificações' }, slow);
      expect((await within(panel).findByRole('alert', {}, slow)).textContent).toBe(
        'Não foi possível carregar as notificações.',
      );
      expect(within(panel).queryByText('Carregando...')).toBeNull();
    });

    it('shows a new outbid at once: a toast with a link to the lot, and the count, with no poll', async () => {
      render(
        <Providers>
          <NotificationsBell />
          <Toaster />
        </Providers>,
      );
      await screen.findByRole('button', { name: 'Notificações, 3 não lidas' }, slow);
      await waitFor(() => expect(server.streamRequests).toHaveLength(1), slow);
      expect(server.streamRequests[0]!.authorization).toBe(
        `Bearer ${fakeAccessToken({ sub: id(900), sid: id(901) })}`,
      );
      const listReads = () =>
        server.requests.filter((request) => request.path.startsWith('/web/notifications?'));
      const before = listReads().length;

      act(() =>
        server.push({
          id: id(77),
          type: 'OUTBID',
          title: 'Seu lance foi superado: Trator',
          body: 'O lance atual do lote "Trator" é R$ 900,00.',
          data: { lotId: id(501), lotNumber: 7, currentBidCents: 90_000 },
          createdAt: '2026-11-22T13:05:00.000Z',
          readAt: null,
        }),
      );
      const toastText = await screen.findByTestId('aviso-ao-vivo', {}, slow);
      expect(toastText.textContent).toContain('Seu lance no lote 7 foi superado.');
      expect(within(toastText).getByRole('link', { name: 'Ver o lote' }).getAttribute('href')).toBe(
        `/lotes/${id(501)}`,
      );
      await screen.findByRole('button', { name: 'Notificações, 4 não lidas' }, slow);
      // Far sooner than the 30 s poll: the count was asked again because of the notice.
      expect(listReads().length).toBeGreaterThan(before);
    });

    it('loads older notices by cursor until there are no more', async () => {
      renderBell();
      fireEvent.click(await screen.findByRole('button', { name: /^Notificações/ }, slow));
      const panel = await screen.findByRole('dialog', { name: 'Notificações' }, slow);
      await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(10), slow);

      fireEvent.click(within(panel).getByRole('button', { name: 'Carregar mais' }));
      await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(13), slow);
      expect(within(panel).getAllByRole('listitem').at(-1)!.textContent).toContain('Aviso 13');
      expect(within(panel).queryByRole('button', { name: 'Carregar mais' })).toBeNull();
      expect(server.requests.map((request) => request.path)).toContain(
        `/web/notifications?before=${id(10)}&limit=10`,
      );
    });
  });
});
