import { describe, expect, it } from 'vitest';
import { afterForeground, asForeground } from './foreground.js';

describe('foreground work', () => {
  it('keeps waiting work back until every on-time run of the same owner has ended', async () => {
    const owner = {};
    const order: string[] = [];
    let release: () => void = () => {};
    const closing = asForeground(owner, async () => {
      order.push('closing started');
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      order.push('closing ended');
    });
    const second = asForeground(owner, async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
    });
    const rendering = afterForeground(owner, { everyMs: 5 }).then(() => order.push('rendering'));
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(order).toEqual(['closing started']);
    release();
    await Promise.all([closing, second, rendering]);
    expect(order).toEqual(['closing started', 'closing ended', 'rendering']);
    // Another owner's on-time work never holds it back, and a run that threw still counts as ended.
    await expect(asForeground(owner, async () => Promise.reject(new Error('refused')))).rejects.toThrow();
    const started = Date.now();
    await afterForeground(owner, { everyMs: 5 });
    expect(Date.now() - started).toBeLessThan(50);
  });

  it('gives up waiting after maxMs', async () => {
    const owner = {};
    let release: () => void = () => {};
    const closing = asForeground(owner, () => new Promise<void>((resolve) => (release = resolve)));
    const started = Date.now();
    await afterForeground(owner, { everyMs: 5, maxMs: 40 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(35);
    release();
    await closing;
  });
});
