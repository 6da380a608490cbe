import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  dateToExcelSerial,
  excelSerialToDate,
  formatDateLong,
  formatDatesAhead,
  formatDateTime,
  formatDateTimeLong,
  formatDateTimeRange,
  formatDateTimeSeconds,
  formatDayMonthTime,
  formatDayMonthTimeSeconds,
  formatMonthYear,
  formatSpreadsheetDateTime,
  formatTime,
  SAO_PAULO_TZ,
  todayInSaoPaulo,
} from './dates.js';

// 17:05:09 UTC is 14:05:09 in São Paulo; 02:05:09 UTC is still the evening before there (UTC−3).
const afternoon = '2026-11-28T17:05:09Z';
const beforeMidnight = '2026-11-28T02:05:09Z';
const newYearsEve = new Date('2026-01-01T01:30:00Z');

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

describe('formatDateLong of an instant', () => {
  it('shows the São Paulo day, the day before near midnight UTC', () => {
    expect(formatDateLong(new Date(afternoon))).toBe('28 de novembro de 2026');
    expect(formatDateLong(new Date(beforeMidnight))).toBe('27 de novembro de 2026');
    expect(formatDateLong(newYearsEve)).toBe('31 de dezembro de 2025');
  });

  it('writes the day without a leading zero', () => {
    expect(formatDateLong('2026-03-01')).toBe('1 de março de 2026');
    expect(formatDateLong('1990-07-09')).toBe('9 de julho de 1990');
  });
});

describe('formatTime', () => {
  it('shows hour and minute in São Paulo time', () => {
    expect(formatTime(afternoon)).toBe('14:05');
    expect(formatTime(beforeMidnight)).toBe('23:05');
    expect(formatTime(Date.parse('2026-11-28T03:00:00Z'))).toBe('00:00');
  });
});

describe('formatDateTime', () => {
  it('shows the short date and time in São Paulo time', () => {
    expect(formatDateTime(afternoon)).toBe('28/11/2026, 14:05');
    expect(formatDateTime(new Date(afternoon))).toBe('28/11/2026, 14:05');
  });

  it('crosses midnight and the year with the time zone', () => {
    expect(formatDateTime(beforeMidnight)).toBe('27/11/2026, 23:05');
    expect(formatDateTime(newYearsEve)).toBe('31/12/2025, 22:30');
    expect(formatDateTime('2026-11-28T03:00:00Z')).toBe('28/11/2026, 00:00');
  });

  it('refuses an invalid date', () => {
    expect(() => formatDateTime('')).toThrow(RangeError);
  });
});

describe('formatDateTimeSeconds', () => {
  it('shows the short date and the time to the second in São Paulo time', () => {
    expect(formatDateTimeSeconds(afternoon)).toBe('28/11/2026, 14:05:09');
    expect(formatDateTimeSeconds(new Date(beforeMidnight))).toBe('27/11/2026, 23:05:09');
    expect(formatDateTimeSeconds(newYearsEve)).toBe('31/12/2025, 22:30:00');
  });
});

describe('formatSpreadsheetDateTime', () => {
  it('shows date and time without the comma', () => {
    expect(formatSpreadsheetDateTime(afternoon)).toBe('28/11/2026 14:05');
    expect(formatSpreadsheetDateTime(beforeMidnight)).toBe('27/11/2026 23:05');
    expect(formatSpreadsheetDateTime(newYearsEve)).toBe('31/12/2025 22:30');
    expect(formatSpreadsheetDateTime('2026-03-05T03:00:00Z')).toBe('05/03/2026 00:00');
  });
});

describe('formatDayMonthTime', () => {
  it('shows day, month and time without the year or the comma', () => {
    expect(formatDayMonthTime(afternoon)).toBe('28/11 14:05');
    expect(formatDayMonthTime(Date.parse(beforeMidnight))).toBe('27/11 23:05');
    expect(formatDayMonthTime(newYearsEve)).toBe('31/12 22:30');
  });
});

describe('formatDayMonthTimeSeconds', () => {
  it('shows day, month and the time to the second', () => {
    expect(formatDayMonthTimeSeconds(afternoon)).toBe('28/11, 14:05:09');
    expect(formatDayMonthTimeSeconds(beforeMidnight)).toBe('27/11, 23:05:09');
    expect(formatDayMonthTimeSeconds('2026-03-05T03:00:00.000Z')).toBe('05/03, 00:00:00');
  });
});

describe('todayInSaoPaulo', () => {
  it('takes today in São Paulo, not UTC', () => {
    expect(todayInSaoPaulo(new Date('2026-01-02T02:00:00Z'))).toBe('2026-01-01');
    expect(todayInSaoPaulo(new Date('2026-01-02T04:00:00Z'))).toBe('2026-01-02');
    expect(todayInSaoPaulo(new Date(beforeMidnight))).toBe('2026-11-27');
    expect(todayInSaoPaulo(newYearsEve)).toBe('2025-12-31');
  });

  it('writes the day as YYYY-MM-DD', () => {
    expect(todayInSaoPaulo()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('the formatters', () => {
  it('are made on first use, not when the module loads', async () => {
    vi.resetModules();
    const Original = Intl.DateTimeFormat;
    let made = 0;
    class Counted extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        made += 1;
      }
    }
    vi.stubGlobal('Intl', Object.create(Intl, { DateTimeFormat: { value: Counted } }));
    try {
      const dates = await import('./dates.js');
      expect(made).toBe(0);
      dates.formatTime(afternoon);
      dates.formatTime(beforeMidnight);
      expect(made).toBe(1);
    } finally {
      vi.unstubAllGlobals();
    }
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

describe('dates formatted ahead by the server', () => {
  const end = '2026-11-22T17:05:09.000Z';
  const bid = '2026-11-22T16:59:58.123Z';

  it("are the formatters' own texts, keyed by format and instant, skipping instants not known", () => {
    expect(
      formatDatesAhead({
        dateTimeLong: [end, null],
        dayMonthTimeSeconds: [bid, undefined],
        dayMonthTime: [end],
        time: [end],
      }),
    ).toEqual({
      [`dateTimeLong ${Date.parse(end)}`]: formatDateTimeLong(end),
      [`dayMonthTimeSeconds ${Date.parse(bid)}`]: formatDayMonthTimeSeconds(bid),
      [`dayMonthTime ${Date.parse(end)}`]: formatDayMonthTime(end),
      [`time ${Date.parse(end)}`]: formatTime(end),
    });
  });

  it('are what a browser shows for those instants however written; other instants and formats it formats', async () => {
    vi.resetModules();
    const browser = await import('./dates.js');
    const instant = Date.parse(end);
    browser.rememberFormattedDates({
      [`dateTimeLong ${instant}`]: 'longa do servidor',
      [`dayMonthTime ${instant}`]: 'marca do servidor',
      [`time ${instant}`]: 'hora do servidor',
      [`dayMonthTimeSeconds ${Date.parse(bid)}`]: 'lance do servidor',
    });
    expect(browser.formatDateTimeLong(end)).toBe('longa do servidor');
    expect(browser.formatDayMonthTime('2026-11-22T17:05:09Z')).toBe('marca do servidor');
    expect(browser.formatTime(new Date(end))).toBe('hora do servidor');
    expect(browser.formatDayMonthTimeSeconds(Date.parse(bid))).toBe('lance do servidor');
    expect(browser.formatDayMonthTimeSeconds('2026-11-22T17:00:01.000Z')).toBe('22/11, 14:00:01');
    expect(browser.formatDateTime(end)).toBe('22/11/2026, 14:05');
  });

  it('are forgotten past a thousand, so a long-lived tab keeps a bounded memory', async () => {
    vi.resetModules();
    const browser = await import('./dates.js');
    browser.rememberFormattedDates({ [`dateTimeLong ${Date.parse(end)}`]: 'texto do servidor' });
    expect(browser.formatDateTimeLong(end)).toBe('texto do servidor');
    const many = Object.fromEntries(
      Array.from({ length: 1_000 }, (_, index) => [`dayMonthTimeSeconds ${index}`, String(index)]),
    );
    browser.rememberFormattedDates(many);
    expect(browser.formatDateTimeLong(end)).toBe('22 de novembro de 2026 às 14:05');
  });
});
