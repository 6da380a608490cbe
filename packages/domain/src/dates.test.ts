import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dateToExcelSerial,
  excelSerialToDate,
  formatDateLong,
  formatDateTimeLong,
  formatDateTimeRange,
  formatMonthYear,
  SAO_PAULO_TZ,
} from './dates.js';

describe('formatDateTimeLong', () => {
  it('shows the long date with hour and minute in São Paulo time', () => {
    expect(formatDateTimeLong(new Date('2025-04-28T17:30:00Z'))).toBe('28 de abril de 2025 às 14:30');
    expect(formatDateTimeLong('2025-04-28T17:30:00Z')).toBe('28 de abril de 2025 às 14:30');
  });

  it('crosses midnight with the time zone', () => {
    expect(formatDateTimeLong(new Date('2025-01-01T02:05:00Z'))).toBe('31 de dezembro de 2024 às 23:05');
    expect(formatDateTimeLong(new Date('2025-01-01T03:00:00Z'))).toBe('1 de janeiro de 2025 às 00:00');
  });

  it('refuses an invalid date', () => {
    expect(() => formatDateTimeLong('amanhã')).toThrow(RangeError);
  });
});

describe('formatDateTimeRange', () => {
  it('names the day once for a period within one São Paulo day, even across UTC midnight', () => {
    expect(formatDateTimeRange('2025-04-28T12:00:00Z', '2025-04-28T19:00:00Z')).toBe(
      '28 de abril de 2025, das 09:00 às 16:00',
    );
    expect(formatDateTimeRange('2025-04-28T12:00:00Z', '2025-04-29T01:30:00Z')).toBe(
      '28 de abril de 2025, das 09:00 às 22:30',
    );
  });

  it('names both days when the period crosses midnight in São Paulo', () => {
    expect(formatDateTimeRange('2025-04-28T22:00:00Z', '2025-04-29T04:00:00Z')).toBe(
      '28 de abril de 2025 às 19:00 até 29 de abril de 2025 às 01:00',
    );
    expect(formatDateTimeRange('2025-04-28T12:00:00Z', '2025-05-02T20:00:00Z')).toBe(
      '28 de abril de 2025 às 09:00 até 2 de maio de 2025 às 17:00',
    );
  });
});

describe('formatDateLong', () => {
  it('shows the terms and privacy dates', () => {
    expect(formatDateLong('2025-04-28')).toBe('28 de abril de 2025');
    expect(formatDateLong('2025-01-28')).toBe('28 de janeiro de 2025');
  });

  it('reads a date-only string as that calendar day, not UTC midnight', () => {
    expect(formatDateLong('2025-03-01')).toBe('1 de março de 2025');
    expect(formatDateLong(new Date('2025-03-01T00:00:00Z'))).toBe('28 de fevereiro de 2025');
  });
});

describe('formatMonthYear', () => {
  it('shows the short month without its dot', () => {
    expect(formatMonthYear('2025-04-28')).toBe('abr/2025');
    expect(formatMonthYear('2025-01-28')).toBe('jan/2025');
    expect(formatMonthYear(new Date('2025-12-15T12:00:00Z'))).toBe('dez/2025');
  });
});

describe('Excel serials', () => {
  it('has 25569 at 1970-01-01', () => {
    expect(excelSerialToDate(25569)).toEqual(new Date('1970-01-01T00:00:00Z'));
    expect(dateToExcelSerial(new Date('1970-01-01T00:00:00Z'))).toBe(25569);
  });

  it('reads days and the fraction as the time of day', () => {
    expect(excelSerialToDate(45775)).toEqual(new Date('2025-04-28T00:00:00Z'));
    expect(excelSerialToDate(45775.5)).toEqual(new Date('2025-04-28T12:00:00Z'));
    expect(dateToExcelSerial(new Date('2025-04-28T18:00:00Z'))).toBe(45775.75);
  });

  it('refuses a serial that is not a number', () => {
    expect(() => excelSerialToDate(Number.NaN)).toThrow(RangeError);
  });

  it('round-trips to the millisecond', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-03-01'), max: new Date('2200-01-01'), noInvalidDate: true }),
        (date) => {
          expect(excelSerialToDate(dateToExcelSerial(date))).toEqual(date);
        },
      ),
    );
  });
});

describe('SAO_PAULO_TZ', () => {
  it('names the IANA zone', () => {
    expect(SAO_PAULO_TZ).toBe('America/Sao_Paulo');
  });
});
