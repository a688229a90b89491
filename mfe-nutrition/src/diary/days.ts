import { addDays, format, parseISO } from 'date-fns';
import { DIARY_DAYS_AHEAD, DIARY_DAYS_BACK } from '@qis/contract';
import { formatDate } from '@qis/shared';

/** The member's calendar day (their device's clock), as the API writes days: YYYY-MM-DD. */
export const toDay = (date: Date): string => format(date, 'yyyy-MM-dd');
export const today = (): string => toDay(new Date());
export const fromDay = (day: string): Date => parseISO(day);
export const shiftDay = (day: string, days: number): string => toDay(addDays(fromDay(day), days));

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A day from the address, when it is one the diary can show (a year back to a day ahead). */
export function dayFromParam(value: string | null): string | null {
  if (!value || !DAY.test(value)) return null;
  const date = fromDay(value);
  if (Number.isNaN(date.getTime()) || toDay(date) !== value) return null;
  const now = today();
  return value >= shiftDay(now, -DIARY_DAYS_BACK) && value <= shiftDay(now, DIARY_DAYS_AHEAD) ? value : null;
}

/** "Tuesday 25 November 2026" in the page's language. */
export const longDay = (day: string, locale: string): string =>
  formatDate(fromDay(day), locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** A fresh client id for a write (the API stores a write sent twice once). */
export const clientId = (): string => crypto.randomUUID();
