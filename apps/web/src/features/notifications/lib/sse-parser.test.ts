import { describe, expect, it } from 'vitest';
import { parseSse } from './sse-parser';

describe('parseSse', () => {
  it('reads whole messages, keeps the unfinished rest and skips heartbeats', () => {
    const first = parseSse('retry: 3000\n\nevent: ready\ndata: {}\n\n: heartbeat\n\nid: n-1\nevent: notif');
    expect(first.messages).toEqual([{ id: null, event: 'ready', data: '{}' }]);
    const second = parseSse(`${first.rest}ication\ndata: {"a":1}\r\n\r\n`);
    expect(second.messages).toEqual([{ id: 'n-1', event: 'notification', data: '{"a":1}' }]);
    expect(second.rest).toBe('');
  });

  it('joins data lines and defaults the event name', () => {
    expect(parseSse('data: a\ndata:b\n\n').messages).toEqual([{ id: null, event: 'message', data: 'a\nb' }]);
  });
});
