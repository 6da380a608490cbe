import { describe, expect, it } from 'vitest';
import { StreamSlots } from './stream-slots.js';

describe('StreamSlots', () => {
  it('refuses past the total and past the per-key limit, and a release gives the slot back once', () => {
    const slots = new StreamSlots();
    const limits = { max: 3, maxPerKey: 2 };
    const a1 = slots.take('a', limits);
    const a2 = slots.take('a', limits);
    expect(slots.take('a', limits)).toEqual({ refused: 'key-full' });
    const b1 = slots.take('b', limits);
    expect(slots.take('c', limits)).toEqual({ refused: 'full' });
    expect(slots.count).toBe(3);

    if (!('release' in a1) || !('release' in a2) || !('release' in b1)) throw new Error('slot refused');
    a1.release();
    a1.release();
    expect(slots.count).toBe(2);
    expect('release' in slots.take('c', limits)).toBe(true);
    expect(slots.take('a', limits)).toEqual({ refused: 'full' });
    a2.release();
    b1.release();
    expect(slots.count).toBe(1);
  });
});
