import { daysInMonth, type CalendarDate } from '../dates';

/**
 * The weeks of a month as rows of seven cells, Monday first (the week the portal's European members
 * use); cells outside the month are null.
 */
export function monthWeeks(year: number, month: number): (CalendarDate | null)[][] {
  // getUTCDay: 0 = Sunday; shift so Monday is column 0.
  const firstColumn = (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() + 6) % 7;
  const cells: (CalendarDate | null)[] = Array.from({ length: firstColumn }, () => null);
  for (let day = 1; day <= daysInMonth(year, month); day += 1) cells.push({ year, month, day });
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (CalendarDate | null)[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}

/** Short and long weekday names, Monday first, in the given locale. */
export function weekdayNames(locale: string): { short: string; long: string }[] {
  const short = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, index) => {
    const date = new Date(Date.UTC(2024, 0, 1 + index));
    return { short: short.format(date), long: long.format(date) };
  });
}

const utcDate = ({ year, month, day }: CalendarDate) => new Date(Date.UTC(year, month - 1, day));

/** "novembre 2026": the heading of a month grid. */
export function monthTitle(year: number, month: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    utcDate({ year, month, day: 1 }),
  );
}

/** "2 novembre 2026": how the picker shows its value and names each day to assistive tech. */
export function longDate(date: CalendarDate, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(utcDate(date));
}
