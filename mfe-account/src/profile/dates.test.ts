import { describe, expect, it } from '@jest/globals';
import { shortDateLabel, sortEntriesByDate, toUtcMidnightIso } from './dates';

describe('profile dates', () => {
  it('sends a calendar day as the ISO date-time of its UTC midnight', () => {
    expect(toUtcMidnightIso({ year: 2026, month: 11, day: 2 })).toBe('2026-11-02T00:00:00.000Z');
    expect(toUtcMidnightIso({ year: 2024, month: 2, day: 29 })).toBe('2024-02-29T00:00:00.000Z');
  });

  it('reads an API date as its UTC calendar day and labels it YY-MM-DD', () => {
    expect(shortDateLabel('2026-11-02T00:00:00.000Z')).toBe('26-11-02');
    expect(shortDateLabel(new Date(Date.UTC(2030, 0, 5)))).toBe('30-01-05');
  });

  it('sorts entries oldest first without changing the input', () => {
    const input = [
      { date: '2026-03-01T00:00:00.000Z', weight: 80 },
      { date: '2025-12-24T00:00:00.000Z', weight: 83 },
    ];
    expect(sortEntriesByDate(input).map((entry) => entry.weight)).toEqual([83, 80]);
    expect(input[0]?.weight).toBe(80);
  });
});
