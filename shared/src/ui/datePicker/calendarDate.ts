import { formatDate } from '../../i18n/format';

/** A calendar day, month 1–12, with no time or zone, so no time zone can shift the day. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** The member's today, by their own clock. */
export function todayCalendarDate(now: Date = new Date()): CalendarDate {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

/** The calendar library works in local-time Dates; noon keeps a DST change from moving the day. */
export function localNoon({ year, month, day }: CalendarDate): Date {
  return new Date(year, month - 1, day, 12);
}

export function calendarDateOfLocal(date: Date): CalendarDate {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

/** "2026-11-25" ↔ CalendarDate: the diary keys its days by ISO date. */
export function calendarDateOfIsoDay(day: string): CalendarDate {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return { year, month, day: date };
}

export function isoDayOf({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** "2 novembre 2026": how a date field shows its value, in the page's language. */
export function longCalendarDate(date: CalendarDate, locale: string): string {
  return formatDate(new Date(Date.UTC(date.year, date.month - 1, date.day)), locale, {
    dateStyle: 'long',
    timeZone: 'UTC',
  });
}
