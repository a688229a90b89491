import type { WeightEntry } from '@qis/contract/api';
import type { CalendarDate } from '@qis/shared/ui';

// The date picker's value type and today come with the UI kit's date picker.
export { todayCalendarDate, type CalendarDate } from '@qis/shared/ui';

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

/** Entries oldest first, as the chart draws them; the input is not changed. */
export function sortEntriesByDate(entries: readonly WeightEntry[]): WeightEntry[] {
  return [...entries].sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
}
