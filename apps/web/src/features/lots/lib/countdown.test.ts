import { describe, expect, it } from 'vitest';
import { clockOffsetMs, describeRemaining, formatRemaining, remainingMs, splitRemaining } from './countdown';

describe('countdown', () => {
  const end = '2026-03-01T15:00:00.000Z';

  it('runs on the server clock even when the device clock is wrong', () => {
    // The device is 3 minutes behind the server.
    const deviceAtStart = Date.parse('2026-03-01T14:47:00.000Z');
    const offset = clockOffsetMs('2026-03-01T14:50:00.000Z', deviceAtStart);
    expect(offset).toBe(180_000);
    expect(remainingMs(end, deviceAtStart, offset)).toBe(10 * 60_000);
    // Thirty device seconds later, thirty fewer seconds are left.
    expect(remainingMs(end, deviceAtStart + 30_000, offset)).toBe(9.5 * 60_000);
  });

  it('stops at zero after the end and ignores an unreadable server time', () => {
    expect(remainingMs(end, Date.parse(end) + 5_000, 0)).toBe(0);
    expect(clockOffsetMs('not a date', 123)).toBe(0);
  });

  it('formats days, hours, minutes and seconds with two digits', () => {
    const ms = ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
    expect(splitRemaining(ms)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(formatRemaining(ms)).toBe('2d 03h 04m 05s');
    expect(formatRemaining((3 * 3600 + 9) * 1000)).toBe('03h 00m 09s');
    expect(formatRemaining(59_999)).toBe('00m 59s');
  });

  it('says the time left in Portuguese words', () => {
    expect(describeRemaining(((24 + 1) * 3600 + 60) * 1000)).toBe('1 dia, 1 hora e 1 minuto');
    expect(describeRemaining(2 * 3600 * 1000)).toBe('2 horas');
    expect(describeRemaining(30_000)).toBe('menos de um minuto');
  });
});
