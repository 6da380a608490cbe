import { HTTPError } from 'ky';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  connectionDown,
  isConnectionFailure,
  readFailed,
  readSucceeded,
  registerConnectionNotice,
  resetConnectionStatus,
  siteSaysConnectionIsDown,
  subscribeConnection,
  wentOffline,
} from './connection-status';

afterEach(() => {
  resetConnectionStatus();
  vi.useRealTimers();
});

const offline = new TypeError('Failed to fetch');

describe('the connection as the reads find it', () => {
  it('tells a lost connection from an answer', () => {
    expect(isConnectionFailure(offline)).toBe(true);
    expect(isConnectionFailure(Object.assign(new Error('tempo esgotado'), { name: 'TimeoutError' }))).toBe(
      true,
    );
    expect(isConnectionFailure(new Error('Sua sessão expirou. Entre novamente.'))).toBe(false);
    expect(isConnectionFailure(undefined)).toBe(false);
  });

  it('goes down on a connection failure only, and up on the next answer', () => {
    const changes: boolean[] = [];
    subscribeConnection(() => changes.push(connectionDown()));
    readFailed(new Error('Algo deu errado.'));
    expect(connectionDown()).toBe(false);
    readFailed(offline);
    readFailed(offline);
    expect(connectionDown()).toBe(true);
    readSucceeded();
    readSucceeded();
    expect(connectionDown()).toBe(false);
    wentOffline();
    expect(changes).toEqual([true, false, true]);
  });

  it('leaves a part’s connection failure to the site’s notice only while one is on the page', () => {
    readFailed(offline);
    expect(siteSaysConnectionIsDown(offline)).toBe(false);
    const release = registerConnectionNotice(() => undefined);
    expect(siteSaysConnectionIsDown(offline)).toBe(true);
    expect(siteSaysConnectionIsDown(new Error('Algo deu errado.'))).toBe(false);
    release();
    expect(siteSaysConnectionIsDown(offline)).toBe(false);
  });

  it('asks every read again when the connection returns, at most once in 5 s', () => {
    vi.useFakeTimers({ now: new Date('2026-12-07T12:00:00Z') });
    const again = vi.fn();
    registerConnectionNotice(again);
    readFailed(offline);
    readSucceeded();
    expect(again).toHaveBeenCalledTimes(1);
    // A flapping network: down and up again within the 5 s.
    readFailed(offline);
    vi.advanceTimersByTime(4_000);
    readSucceeded();
    expect(again).toHaveBeenCalledTimes(1);
    readFailed(offline);
    vi.advanceTimersByTime(1_000);
    readSucceeded();
    expect(again).toHaveBeenCalledTimes(2);
  });
});

describe('an answer of the site’s forwarding', () => {
  it('counts API_UNAVAILABLE as the connection, any other answer as an answer', async () => {
    const answer = (status: number, code: string) =>
      Object.assign(
        new HTTPError(
          new Response(null, { status }),
          new Request('http://localhost/api/proxy/web/x'),
          {} as never,
        ),
        { code },
      );
    expect(isConnectionFailure(answer(502, 'API_UNAVAILABLE'))).toBe(true);
    expect(isConnectionFailure(answer(500, 'INTERNAL_ERROR'))).toBe(false);
    expect(isConnectionFailure(answer(404, 'NOT_FOUND'))).toBe(false);
  });
});
