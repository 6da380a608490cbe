import { describe, expect, it } from 'vitest';
import { msUntilDue, serverOffsetMs } from './server-offset';

describe('serverOffsetMs', () => {
  it("reads how far the API's clock is from the device's from the Date header", () => {
    const received = Date.parse('2026-11-25T12:00:00.000Z');
    expect(serverOffsetMs('Wed, 25 Nov 2026 13:00:00 GMT', received)).toBe(3_600_000);
    expect(serverOffsetMs('Wed, 25 Nov 2026 11:59:30 GMT', received)).toBe(-30_000);
  });

  it('makes no correction without a readable header', () => {
    expect(serverOffsetMs(null, 1)).toBe(0);
    expect(serverOffsetMs('ontem', 1)).toBe(0);
  });
});

describe('msUntilDue', () => {
  it('counts on the device clock shifted by the offset, never below zero', () => {
    const device = Date.parse('2026-11-25T12:00:00.000Z');
    expect(msUntilDue('2026-11-25T13:00:00.000Z', device, 0)).toBe(3_600_000);
    expect(msUntilDue('2026-11-25T13:00:00.000Z', device, 3_000_000)).toBe(600_000);
    expect(msUntilDue('2026-11-25T13:00:00.000Z', device, 7_200_000)).toBe(0);
  });
});
