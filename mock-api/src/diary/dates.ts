import { DIARY_DAYS_AHEAD, DIARY_DAYS_BACK, dayOf, daysBetween, parseIsoDay } from '@qis/contract';
import { invalidField } from '../http/apiError';

// The diary's checks of the days a member sends. The day type and its arithmetic are the contract's (day.ts).

function calendarDay(field: string, day: string): string {
  if (!parseIsoDay(day)) throw invalidField(field, 'must be a calendar date written YYYY-MM-DD');
  return day;
}

/**
 * The member's own today, as their device says it: a calendar date no more than a day from the server's
 * UTC day (time zones run from UTC−12 to UTC+14); else a 400 naming the field.
 */
export function memberToday(field: string, day: string, now: Date): string {
  if (Math.abs(daysBetween(dayOf(now, 'utc'), calendarDay(field, day))) > 1)
    throw invalidField(field, 'must be your device’s today, within a day of the server’s');
  return day;
}

/** The day, checked: a real date within a year back and a day ahead of `now`; else a 400 naming the field. */
export function checkedDay(field: string, day: string, now: Date): string {
  const fromToday = daysBetween(dayOf(now, 'utc'), calendarDay(field, day));
  if (fromToday < -DIARY_DAYS_BACK) {
    throw invalidField(field, `must not be more than ${DIARY_DAYS_BACK} days back`);
  }
  if (fromToday > DIARY_DAYS_AHEAD) throw invalidField(field, 'must not be more than one day ahead');
  return day;
}
