import { invalidField } from '../http/apiError';

const DAY_MS = 86_400_000;
/** A member writes down today, yesterday and the past; not more than a year back. */
export const MAX_DAYS_BACK = 365;
/** A member's calendar day may be ahead of the server's UTC day (UTC+14 at most). */
export const MAX_DAYS_AHEAD = 1;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export const utcDay = (instant: Date): string => instant.toISOString().slice(0, 10);

/** Midnight UTC of a YYYY-MM-DD day, or null when it is not a calendar date (2026-02-30). */
export function dayStart(day: string): Date | null {
  const match = ISO_DATE.exec(day);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return utcDay(date) === day ? date : null;
}

export const addDays = (day: string, days: number): string =>
  utcDay(new Date(dayStart(day)!.getTime() + days * DAY_MS));

/**
 * The member's own today, as their device says it: a calendar date no more than a day from the server's
 * UTC day (time zones run from UTC−12 to UTC+14); else a 400 naming the field.
 */
export function memberToday(field: string, day: string, now: Date): string {
  const start = dayStart(day);
  if (!start) throw invalidField(field, 'must be a calendar date written YYYY-MM-DD');
  const distance = Math.abs(start.getTime() - dayStart(utcDay(now))!.getTime());
  if (distance > DAY_MS)
    throw invalidField(field, 'must be your device’s today, within a day of the server’s');
  return day;
}

/** The day, checked: a real date within a year back and a day ahead of `now`; else a 400 naming the field. */
export function checkedDay(field: string, day: string, now: Date): string {
  const start = dayStart(day);
  if (!start) throw invalidField(field, 'must be a calendar date written YYYY-MM-DD');
  const today = dayStart(utcDay(now))!.getTime();
  if (start.getTime() < today - MAX_DAYS_BACK * DAY_MS) {
    throw invalidField(field, `must not be more than ${MAX_DAYS_BACK} days back`);
  }
  if (start.getTime() > today + MAX_DAYS_AHEAD * DAY_MS) {
    throw invalidField(field, 'must not be more than one day ahead');
  }
  return day;
}
