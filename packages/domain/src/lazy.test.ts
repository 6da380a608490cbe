import { describe, expect, it, vi } from 'vitest';
import { lazily } from './lazy.js';

describe('lazily', () => {
  it('makes nothing until asked, then makes the value once and keeps it', () => {
    const make = vi.fn(() => ({ made: true }));
    const value = lazily(make);
    expect(make).not.toHaveBeenCalled();
    const first = value();
    expect(value()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('keeps a made value that is falsy instead of making it again', () => {
    const make = vi.fn(() => 0);
    const value = lazily(make);
    expect([value(), value()]).toEqual([0, 0]);
    expect(make).toHaveBeenCalledTimes(1);
  });
});
