import type { WeightEntry } from '@qis/shared';

/** The date picker's value: a calendar day, month 1–12, with no time or zone, so no time zone can shift the day. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** The member's today, by their own clock. */
export function todayCalendarDate(now: Date = new Date()): CalendarDate {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

/** The API keys a weight by the UTC midnight of its calendar day, whatever the member's zone. */
export function toUtcMidnightIso({ year, month, day }: CalendarDate): string {
  return new Date(Date.UTC(year, month - 1, day)).toISOString();
}

/** The calendar day an API date stands for: its UTC day, so a member west of Greenwich sees the day they saved. */
export function calendarDateOfIso(iso: string): CalendarDate {
  const date = new Date(iso);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

const pad2 = (value: number) => String(value).padStart(2, '0');

/** The chart's short point label, YY-MM-DD (e.g. 26-11-02), read from the UTC calendar day. */
export function shortDateLabel(date: Date | string): string {
  const { year, month, day } = calendarDateOfIso(typeof date === 'string' ? date : date.toISOString());
  return `${pad2(year % 100)}-${pad2(month)}-${pad2(day)}`;
}

export function sameCalendarDate(a: CalendarDate, b: CalendarDate): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day;
}

/** Negative when a is before b, zero on the same day, positive after. */
export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The day `days` after (or before, when negative) the given one, across month and year ends. */
export function addDays({ year, month, day }: CalendarDate, days: number): CalendarDate {
  const moved = new Date(Date.UTC(year, month - 1, day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** The first day of the month `months` away from the given month. */
export function addMonths(
  { year, month }: Pick<CalendarDate, 'year' | 'month'>,
  months: number,
): CalendarDate {
  const index = year * 12 + (month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1, day: 1 };
}

/** Entries oldest first, as the chart draws them; the input is not changed. */
export function sortEntriesByDate(entries: readonly WeightEntry[]): WeightEntry[] {
  return [...entries].sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
}
