import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAccessToken, signInForTest } from '../../../../test/session';
import { followNoticeStream, type StreamedNotice } from './notice-stream';

const token = fakeAccessToken();
const encoder = new TextEncoder();

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

describe('followNoticeStream', () => {
  it('sends the token, hands over each notice, and resumes after a drop from the last one received', async () => {
    const seen: { authorization: string | null; lastEventId: string | null }[] = [];
    const bodies = [
      // The first connection brings one notice, then drops.
      'event: ready\ndata: {}\n\nid: n-1\nevent: notification\ndata: {"type":"OUTBID","title":"A","body":"a","data":{},"createdAt":"2026-11-22T13:00:00.000Z"}\n\n',
      'event: ready\ndata: {}\n\nid: n-2\nevent: notification\ndata: {"type":"OUTBID","title":"B","body":"b","data":{},"createdAt":"2026-11-22T13:01:00.000Z"}\n\n',
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
        const headers = new Headers(init?.headers);
        seen.push({ authorization: headers.get('authorization'), lastEventId: headers.get('last-event-id') });
        const text = bodies.shift();
        if (!text) return new Promise<Response>(() => {});
        return new Response(
          new ReadableStream({
            start(controller) {
              controller.enqueue(encoder.encode(text));
              controller.close();
            },
          }),
          { status: 200 },
        );
      }),
    );
    const notices: StreamedNotice[] = [];
    const controller = new AbortController();
    const done = followNoticeStream(controller.signal, { onNotice: (notice) => notices.push(notice) });
    await vi.waitFor(() => expect(notices).toHaveLength(2), { timeout: 5_000 });
    controller.abort();
    await done;
    expect(notices.map((notice) => [notice.id, notice.title])).toEqual([
      ['n-1', 'A'],
      ['n-2', 'B'],
    ]);
    expect(seen[0]).toEqual({ authorization: `Bearer ${token}`, lastEventId: null });
    expect(seen[1]).toEqual({ authorization: `Bearer ${token}`, lastEventId: 'n-1' });
  });

  it('stops when the session is over (401 after a refresh that fails)', async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL) => new Response(null, { status: 401 }));
    vi.stubGlobal('fetch', fetch);
    const controller = new AbortController();
    await followNoticeStream(controller.signal, { onNotice: () => {} });
    expect(
      fetch.mock.calls.filter(([url]) => String(url).includes('/web/notifications/stream')),
    ).toHaveLength(1);
  });
});
