import {
  addDays,
  calendarDateOf,
  dayOf,
  DIARY_DAYS_AHEAD,
  DIARY_DAYS_BACK,
  localNoon,
  parseIsoDay,
} from '@qis/contract';
import { formatDate } from '@qis/shared';

// The diary's days are the contract's day type (YYYY-MM-DD), counted on the member's device clock.

/** The member's today, by their device's clock. */
export const today = (): string => dayOf(new Date(), 'local');
/** The day as a local Date, for what formats dates (weekday and month names). */
export const fromDay = (day: string): Date => localNoon(calendarDateOf(day));

/** The days the diary shows and writes, by the member's clock: a year back to a day ahead. */
export function diaryDays(): { first: string; last: string } {
  const now = today();
  return { first: addDays(now, -DIARY_DAYS_BACK), last: addDays(now, DIARY_DAYS_AHEAD) };
}

/** A day from the address, when it is one the diary can show. */
export function dayFromParam(value: string | null): string | null {
  if (!value || !parseIsoDay(value)) return null;
  const { first, last } = diaryDays();
  // YYYY-MM-DD days sort as text.
  return value >= first && value <= last ? value : null;
}

/** "Tuesday 25 November 2026" in the page's language. */
export const longDay = (day: string, locale: string): string =>
  formatDate(fromDay(day), locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** A fresh client id for a write (the API stores a write sent twice once). */
export const clientId = (): string => crypto.randomUUID();
