import type { ListingStreamEvent } from '@circula/domain';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServerClock } from '../lib/server-clock';
import { useEventStream } from './use-event-stream';

/** A stand-in for the browser's EventSource that the test drives by hand. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.();
  }
  emit(type: string, id: string, data: Record<string, unknown>) {
    const event = new MessageEvent(type, { data: JSON.stringify(data), lastEventId: id });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
  fail(closed: boolean) {
    this.readyState = closed ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.onerror?.();
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('useEventStream', () => {
  it('reports the connection, feeds the clock, and resumes from the last event when the browser gives up', () => {
    vi.setSystemTime(new Date('2026-03-01T15:00:00.000Z'));
    const clock = createServerClock();
    const messages: ListingStreamEvent[] = [];
    const opens: boolean[] = [];
    const { result } = renderHook(() =>
      useEventStream({
        url: 'http://api.test/web/lots/1/stream',
        clock,
        onMessage: (message) => messages.push(message),
        onOpen: (resumed) => opens.push(resumed),
      }),
    );
    expect(result.current).toBe('connecting');
    const first = FakeEventSource.instances[0]!;
    expect(first.url).toBe('http://api.test/web/lots/1/stream');
    act(() => first.open());
    expect(result.current).toBe('open');
    act(() => {
      first.emit('bid', '41', { lotId: '1', sequence: 1, serverTime: '2026-03-01T15:00:03.000Z' });
      first.emit('bid', '42', { lotId: '1', sequence: 2, serverTime: '2026-03-01T15:00:03.000Z' });
    });
    expect(messages.map((message) => [message.type, 'sequence' in message && message.sequence])).toEqual([
      ['bid', 1],
      ['bid', 2],
    ]);
    // The server is 3 s ahead of this device.
    expect(clock.offsetMs()).toBe(3_000);

    // A dropped connection the browser retries by itself: banner on, same EventSource.
    act(() => first.fail(false));
    expect(result.current).toBe('reconnecting');
    expect(FakeEventSource.instances).toHaveLength(1);
    // It gives up (an error answer): a new one resumes after the last event id.
    act(() => first.fail(true));
    act(() => {
      vi.advanceTimersByTime(3_000);
    });
    const second = FakeEventSource.instances[1]!;
    expect(second.url).toBe('http://api.test/web/lots/1/stream?lastEventId=42');
    act(() => second.open());
    expect(result.current).toBe('open');
    expect(opens).toEqual([false, true]);
  });
});
