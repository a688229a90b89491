import { calendarDateAt, isoDayOf, utcMidnight, type CalendarDate } from '@qis/contract';
import type { WeightEntry } from '@qis/contract/api';

// The day type and its arithmetic are the contract's (contract/src/day.ts); here, what the weight history adds.

/** The API keys a weight by the UTC midnight of its calendar day, whatever the member's zone. */
export const toUtcMidnightIso = (date: CalendarDate): string => utcMidnight(isoDayOf(date)).toISOString();

const pad2 = (value: number) => String(value).padStart(2, '0');

/** The chart's short point label, YY-MM-DD (e.g. 26-11-02), read from the UTC calendar day. */
export function shortDateLabel(date: Date | string): string {
  // The UTC day: a member west of Greenwich sees the day they saved.
  const { year, month, day } = calendarDateAt(date, 'utc');
  return `${pad2(year % 100)}-${pad2(month)}-${pad2(day)}`;
}

export const sameCalendarDate = (a: CalendarDate, b: CalendarDate): boolean => isoDayOf(a) === isoDayOf(b);

/** Entries oldest first, as the chart draws them; the input is not changed. */
export function sortEntriesByDate(entries: readonly WeightEntry[]): WeightEntry[] {
  return [...entries].sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
}
