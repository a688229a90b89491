import type { CalendarDate } from '@qis/contract';
import { formatDate } from '../../i18n/format';

// The day type and its arithmetic are the contract's (contract/src/day.ts); here, only how a field shows one.

/** "2 novembre 2026": how a date field shows its value, in the page's language. */
export function longCalendarDate(date: CalendarDate, locale: string): string {
  return formatDate(new Date(Date.UTC(date.year, date.month - 1, date.day)), locale, {
    dateStyle: 'long',
    timeZone: 'UTC',
  });
}
