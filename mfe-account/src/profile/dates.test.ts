import { describe, expect, it } from '@jest/globals';
import {
  addDays,
  addMonths,
  calendarDateOfIso,
  shortDateLabel,
  sortEntriesByDate,
  toUtcMidnightIso,
  todayCalendarDate,
} from './dates';
import { monthWeeks } from './datepicker/calendar';

describe('profile dates', () => {
  it('sends a calendar day as the ISO date-time of its UTC midnight', () => {
    expect(toUtcMidnightIso({ year: 2026, month: 11, day: 2 })).toBe('2026-11-02T00:00:00.000Z');
    expect(toUtcMidnightIso({ year: 2024, month: 2, day: 29 })).toBe('2024-02-29T00:00:00.000Z');
  });

  it('reads an API date as its UTC calendar day and labels it YY-MM-DD', () => {
    expect(calendarDateOfIso('2026-11-02T00:00:00.000Z')).toEqual({ year: 2026, month: 11, day: 2 });
    expect(shortDateLabel('2026-11-02T00:00:00.000Z')).toBe('26-11-02');
    expect(shortDateLabel(new Date(Date.UTC(2030, 0, 5)))).toBe('30-01-05');
  });

  it("takes today from the member's own clock", () => {
    expect(todayCalendarDate(new Date(2026, 0, 31, 23, 59))).toEqual({ year: 2026, month: 1, day: 31 });
  });

  it('moves across month and year ends', () => {
    expect(addDays({ year: 2025, month: 12, day: 31 }, 1)).toEqual({ year: 2026, month: 1, day: 1 });
    expect(addDays({ year: 2025, month: 3, day: 1 }, -1)).toEqual({ year: 2025, month: 2, day: 28 });
    expect(addMonths({ year: 2025, month: 1 }, -1)).toEqual({ year: 2024, month: 12, day: 1 });
    expect(addMonths({ year: 2025, month: 11 }, 3)).toEqual({ year: 2026, month: 2, day: 1 });
  });

  it('sorts entries oldest first without changing the input', () => {
    const input = [
      { date: '2026-03-01T00:00:00.000Z', weight: 80 },
      { date: '2025-12-24T00:00:00.000Z', weight: 83 },
    ];
    expect(sortEntriesByDate(input).map((entry) => entry.weight)).toEqual([83, 80]);
    expect(input[0]?.weight).toBe(80);
  });

  it('lays a month out in Monday-first weeks', () => {
    // June 2025 starts on a Sunday and has 30 days: six rows.
    const weeks = monthWeeks(2025, 6);
    expect(weeks).toHaveLength(6);
    expect(weeks[0]?.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(weeks[0]?.[6]).toEqual({ year: 2025, month: 6, day: 1 });
    expect(weeks[5]?.[0]).toEqual({ year: 2025, month: 6, day: 30 });
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
  });
});
