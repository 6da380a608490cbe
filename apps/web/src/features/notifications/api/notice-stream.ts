import type { StreamedNotice } from '@circula/domain';
import { publicConfig } from '@/config/public';
import { currentAccessToken, refreshAccessToken } from '@/features/session';
import { parseSse } from '../lib/sse-parser';

/** A `notification` event's data, typed by the domain's notice-stream schema (the bell loads no zod). */
export type { StreamedNotice };

const firstRetryMs = 1_000;
const maxRetryMs = 30_000;

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Follows the signed-in user's notice stream (GET /web/notifications/stream) until `signal` aborts. It is
 * read with fetch, not EventSource, so the access token goes in the Authorization header like every other
 * call; it reconnects with back-off and resumes with Last-Event-ID. Ends when the session is over.
 */
export async function followNoticeStream(
  signal: AbortSignal,
  handlers: { onNotice: (notice: StreamedNotice) => void; onReady?: () => void },
): Promise<void> {
  let lastId: string | null = null;
  let retryMs = firstRetryMs;
  let refreshed = false;
  while (!signal.aborted) {
    try {
      const token = await currentAccessToken();
      if (!token) return;
      const response = await fetch(`${publicConfig.apiUrl}/web/notifications/stream`, {
        headers: {
          accept: 'text/event-stream',
          authorization: `Bearer ${token}`,
          ...(lastId ? { 'last-event-id': lastId } : {}),
        },
        cache: 'no-store',
        signal,
      });
      if (response.status === 401) {
        // An expired token is refreshed once; a second refusal means the session is over.
        if (refreshed || !(await refreshAccessToken())) return;
        refreshed = true;
        continue;
      }
      if (!response.ok || !response.body) throw new Error(`notice stream answered ${response.status}`);
      refreshed = false;
      retryMs = firstRetryMs;
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        const { messages, rest } = parseSse(buffer + decoder.decode(value, { stream: true }));
        buffer = rest;
        for (const message of messages) {
          if (message.event === 'ready') handlers.onReady?.();
          if (message.event !== 'notification') continue;
          if (message.id) lastId = message.id;
          try {
            handlers.onNotice({ ...(JSON.parse(message.data) as StreamedNotice), id: message.id ?? '' });
          } catch {
            // An unreadable notice is skipped; the bell shows it on its next read.
          }
        }
      }
    } catch {
      if (signal.aborted) return;
    }
    await pause(retryMs, signal);
    retryMs = Math.min(retryMs * 2, maxRetryMs);
  }
}
