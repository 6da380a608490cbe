// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TimeoutError } from 'ky';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '@/config/ui';
import { createHttpClient, isHttpError } from './client';
import { swrDefaults } from './swr-config';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let handler: Handler;
let hits: string[];

beforeAll(async () => {
  server = createServer((request, response) => {
    hits.push(`${request.method} ${request.url}`);
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  hits = [];
});

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

/** Answers `failures` times with `status`, then 200. */
const failThenSucceed =
  (status: number, failures: number, headers: Record<string, string> = {}): Handler =>
  (_request, response) => {
    if (hits.length > failures) return json(response, 200, { ok: true });
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(JSON.stringify({ statusCode: status, code: 'X', message: 'falhou' }));
  };

const client = () => createHttpClient({ prefixUrl: baseUrl });

describe('HTTP client', () => {
  it('uses the spec defaults: 10 s timeout, 2 retries on the listed methods and statuses', () => {
    expect(http.timeoutMs).toBe(10_000);
    expect(http.retryLimit).toBe(2);
    expect([...http.retryMethods]).toEqual(['get', 'put', 'head', 'delete', 'options', 'trace']);
    expect([...http.retryStatusCodes]).toEqual([408, 413, 429, 500, 502, 503, 504]);
  });

  it('gives up with a timeout error when the server takes longer than the timeout', async () => {
    handler = (_request, response) => {
      setTimeout(() => json(response, 200, { late: true }), 400);
    };
    const error = await createHttpClient({ prefixUrl: baseUrl, timeout: 100, retry: 0 })
      .get('slow')
      .json()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as Error).message).toMatch(/request timed out/i);
  });

  it.each([408, 429, 500, 502, 503, 504])('retries a GET answered with %i', async (status) => {
    handler = failThenSucceed(status, 1);
    await expect(client().get('flaky').json()).resolves.toEqual({ ok: true });
    expect(hits).toHaveLength(2);
  });

  it('retries a 413 when the server says when (Retry-After); the same payload alone would fail again', async () => {
    handler = failThenSucceed(413, 1, { 'retry-after': '0' });
    await expect(client().get('big').json()).resolves.toEqual({ ok: true });
    expect(hits).toHaveLength(2);
    hits = [];
    handler = failThenSucceed(413, 1);
    await expect(client().get('big')).rejects.toThrow('falhou');
    expect(hits).toHaveLength(1);
  });

  it('stops after two retries and reports the last error', async () => {
    handler = (_request, response) => json(response, 503, { message: 'Serviço indisponível' });
    const error = await client()
      .get('down')
      .catch((caught: unknown) => caught);
    expect(hits).toHaveLength(3);
    expect(isHttpError(error) && error.message).toBe('Serviço indisponível');
  });

  it.each(['put', 'delete'] as const)('retries %s too', async (method) => {
    handler = failThenSucceed(502, 1);
    await client()(`thing`, { method });
    expect(hits).toHaveLength(2);
  });

  it.each(['post', 'patch'] as const)('never retries %s, which may not be idempotent', async (method) => {
    handler = failThenSucceed(503, 1);
    await expect(client()('thing', { method })).rejects.toThrow();
    expect(hits).toHaveLength(1);
  });

  it.each([400, 401, 403, 404, 422])('does not retry a %i', async (status) => {
    handler = failThenSucceed(status, 1);
    await expect(client().get('thing')).rejects.toThrow();
    expect(hits).toHaveLength(1);
  });

  it("builds the error from the response's message, with status, code and statusText", async () => {
    handler = (_request, response) =>
      json(response, 400, { statusCode: 400, code: 'INVALID_STATE', message: "Estado 'XX' não encontrado." });
    const error = await client()
      .post('web/email/newsletter-subscribers', { json: {} })
      .catch((caught: unknown) => caught);
    expect(isHttpError(error)).toBe(true);
    if (!isHttpError(error)) return;
    expect(error.message).toBe("Estado 'XX' não encontrado.");
    expect(error.code).toBe('INVALID_STATE');
    expect(error.statusCode).toBe(400);
    expect(error.statusText).toBe('Bad Request');
    expect(error.response.status).toBe(400);
    expect(error.request.url).toContain('/web/email/newsletter-subscribers');
    expect(error.options.method).toBe('POST');
  });

  it('uses the response text as the message when the body is not JSON', async () => {
    handler = (_request, response) => {
      response.writeHead(418, { 'content-type': 'text/plain' });
      response.end('Sou um bule de chá');
    };
    await expect(client().get('teapot')).rejects.toThrow('Sou um bule de chá');
  });

  it('keeps the generic "request failed with status" message when the body is empty', async () => {
    handler = (_request, response) => {
      response.writeHead(400);
      response.end();
    };
    await expect(client().get('empty')).rejects.toThrow(/request failed with status/i);
  });
});

describe('data-fetching defaults', () => {
  it('matches the spec on a normal connection and a slow one', () => {
    const normal = swrDefaults(false);
    expect(normal).toMatchObject({
      revalidateOnFocus: true,
      revalidateOnReconnect: true,
      errorRetryInterval: 5_000,
      dedupingInterval: 2_000,
      focusThrottleInterval: 5_000,
      loadingTimeout: 3_000,
    });
    expect(swrDefaults(true)).toMatchObject({ errorRetryInterval: 10_000, loadingTimeout: 5_000 });
  });

  async function retryScheduled(status: number): Promise<boolean> {
    handler = (_request, response) => json(response, status, { message: 'erro' });
    const error = await client()
      .get('lookup', { retry: 0 })
      .catch((caught: unknown) => caught);
    vi.useFakeTimers();
    try {
      const revalidate = vi.fn();
      const config = swrDefaults(false);
      // The config argument of onErrorRetry is SWR's full internal config; only errorRetryCount is read.
      config.onErrorRetry?.(error, 'lookup', config as never, revalidate, { retryCount: 1, dedupe: true });
      vi.advanceTimersByTime(60_000);
      return revalidate.mock.calls.length > 0;
    } finally {
      vi.useRealTimers();
    }
  }

  it('does not retry a 404 but retries other failures', async () => {
    expect(await retryScheduled(404)).toBe(false);
    expect(await retryScheduled(500)).toBe(true);
  });
});
