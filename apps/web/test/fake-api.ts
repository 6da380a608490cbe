import { vi } from 'vitest';

/**
 * A stand-in for the API behind `fetch`, for component tests that check what a page sends and how it
 * shows the answer. The stub goes through `vi.stubGlobal`, so the test file's `vi.unstubAllGlobals()`
 * puts the real `fetch` back.
 */

/** A write the page sent (anything but a GET), as the API would receive it. */
export interface SentRequest {
  method: string;
  /** The URL's pathname, e.g. `/api/proxy/seller/offers/…/counter`. */
  path: string;
  /** The JSON body, or null when the request carried none. */
  body: unknown;
}

/** What the API answers in place of the test's handler. */
export interface FakeAnswer {
  status: number;
  body: unknown;
}

/** One request as the handler sees it: GETs included, the body already read. */
export interface FakeCall extends SentRequest {
  request: Request;
  url: URL;
}

export interface FakeApi {
  /** Every write, in the order the page sent it (refused ones included). */
  readonly sent: SentRequest[];
  /** Answers every later write with this refusal instead of the handler. */
  refuseWrites(answer: FakeAnswer): void;
  /**
   * While true, every request fails as a browser's does with no connection (`fetch` rejects with a
   * `TypeError`), before the handler or the record of writes: nothing reaches the API.
   */
  setOffline(offline: boolean): void;
}

/** A JSON answer, as the API sends it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export interface FakeApiOptions {
  /** Requests that only read though they are not GETs (a preview sent as POST): never recorded or refused. */
  isRead?: (call: FakeCall) => boolean;
}

/** Stubs `fetch` for the current test: `handle` answers every request the refusal does not. */
export function fakeApi(
  handle: (call: FakeCall) => Response | Promise<Response>,
  { isRead = () => false }: FakeApiOptions = {},
): FakeApi {
  const sent: SentRequest[] = [];
  let refusal: FakeAnswer | null = null;
  let offline = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (offline) throw new TypeError('Failed to fetch');
      const request = input instanceof Request ? input : new Request(String(input), init);
      const url = new URL(request.url);
      const text = await request.text();
      const body: unknown = text === '' ? null : JSON.parse(text);
      const call: FakeCall = { method: request.method, path: url.pathname, body, request, url };
      if (request.method !== 'GET' && !isRead(call)) {
        sent.push({ method: call.method, path: call.path, body });
        if (refusal) return jsonResponse(refusal.body, refusal.status);
      }
      return handle(call);
    }),
  );
  return {
    sent,
    refuseWrites(answer) {
      refusal = answer;
    },
    setOffline(value) {
      offline = value;
    },
  };
}
