import { describe, expect, it } from '@jest/globals';
import {
  addDays,
  calendarDateAt,
  calendarDateOf,
  dayOf,
  daysBetween,
  isoDayOf,
  localNoon,
  parseIsoDay,
  utcMidnight,
} from './day';

describe('the day type', () => {
  it('reads an instant’s day by the server’s clock (UTC) or the device’s', () => {
    expect(dayOf('2025-03-14T00:00:00.000Z', 'utc')).toBe('2025-03-14');
    expect(dayOf('2025-03-14T23:59:59.999Z', 'utc')).toBe('2025-03-14');
    expect(dayOf('2025-03-15T01:30:00+02:00', 'utc')).toBe('2025-03-14');
    // Local: what the device's calendar shows, whatever its zone.
    expect(calendarDateAt(new Date(2026, 0, 31, 23, 59), 'local')).toEqual({ year: 2026, month: 1, day: 31 });
    expect(dayOf(new Date(2026, 0, 1, 0, 0), 'local')).toBe('2026-01-01');
  });

  it('writes and reads YYYY-MM-DD, refusing what is not a calendar day', () => {
    expect(isoDayOf({ year: 2026, month: 2, day: 3 })).toBe('2026-02-03');
    expect(parseIsoDay('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    for (const text of [
      '2026-02-29',
      '2026-02-30',
      '2026-13-01',
      '2026-1-05',
      '2026-01-05T00:00',
      '',
      'today',
    ])
      expect(parseIsoDay(text)).toBeNull();
    expect(parseIsoDay('0050-06-01')).toEqual({ year: 50, month: 6, day: 1 });
    expect(calendarDateOf('2026-11-25')).toEqual({ year: 2026, month: 11, day: 25 });
    expect(() => calendarDateOf('2026-11-31')).toThrow(RangeError);
    expect(() => utcMidnight('2026-02-30')).toThrow(RangeError);
    expect(utcMidnight('2026-11-25').toISOString()).toBe('2026-11-25T00:00:00.000Z');
  });

  it('counts days across months, leap years and the years’ ends', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2026-03-29', 365)).toBe('2027-03-29');
    expect(daysBetween('2025-12-31', '2026-01-02')).toBe(2);
    expect(daysBetween('2026-01-02', '2025-12-31')).toBe(-2);
  });

  it('gives the device a noon on the day, so a daylight-saving change cannot move it', () => {
    const noon = localNoon({ year: 2026, month: 3, day: 29 });
    expect([noon.getFullYear(), noon.getMonth(), noon.getDate(), noon.getHours()]).toEqual([2026, 2, 29, 12]);
  });
});
