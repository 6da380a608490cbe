/** A minimal Server-Sent Events reader over fetch, for tests and benchmarks against a listening server. */
export interface SseEvent {
  id: string | null;
  event: string;
  data: Record<string, unknown>;
}

export interface SseConnection {
  status: number;
  headers: Headers;
  events: SseEvent[];
  /** Resolves with the first event (already received or still to come) that matches. */
  next(match: (event: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  close(): void;
}

/**
 * Every event any connection received since `forgetReceivedEvents`, with the stream it came from (contract
 * checks). Test files share this module when a worker runs several: each file forgets before its own tests.
 */
const received: { url: string; event: SseEvent }[] = [];
export const everyReceivedEvent = (): readonly { url: string; event: SseEvent }[] => received;
export const forgetReceivedEvents = () => {
  received.length = 0;
};

export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseConnection> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const events: SseEvent[] = [];
  const waiters = new Set<() => void>();
  if (response.body) {
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    void (async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let id: string | null = null;
          let event = 'message';
          let data = '';
          for (const line of block.split('\n')) {
            if (line.startsWith('id: ')) id = line.slice(4);
            else if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data += line.slice(6);
          }
          if (!data) continue;
          const parsed: SseEvent = { id, event, data: JSON.parse(data) };
          events.push(parsed);
          received.push({ url, event: parsed });
          for (const waiter of waiters) waiter();
        }
      }
    })().catch(() => {});
  }
  return {
    status: response.status,
    headers: response.headers,
    events,
    next(match, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${timeoutMs} ms`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () => controller.abort(),
  };
}
