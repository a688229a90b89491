// The portal's one day type. A calendar day is written YYYY-MM-DD by the API, the diary, the database and
// the browser; a CalendarDate is the same day as numbers, for the date picker. A day has no time and no
// zone: which day an instant falls on depends on whose clock reads it, the server's (UTC) or the member's
// device (local), so every function that turns an instant into a day says which.

/** A calendar day, month 1–12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** A calendar day written YYYY-MM-DD, e.g. "2026-11-25". */
export type IsoDay = string;

/** Whose clock decides the day: the server's (UTC) or the member's device (its local zone). */
export type DayZone = 'utc' | 'local';

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** UTC midnight of a day; setUTCFullYear, unlike Date.UTC, keeps the years 0–99 as they are. */
function utcDate({ year, month, day }: CalendarDate): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date;
}

/** The day an instant falls on by that clock. */
export function calendarDateAt(instant: Date | string, zone: DayZone): CalendarDate {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  return zone === 'utc'
    ? { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }
    : { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

export const isoDayOf = ({ year, month, day }: CalendarDate): IsoDay =>
  `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;

/** The day an instant falls on by that clock, written YYYY-MM-DD; `dayOf(new Date(), 'local')` is the member's today. */
export const dayOf = (instant: Date | string, zone: DayZone): IsoDay =>
  isoDayOf(calendarDateAt(instant, zone));

/** The day written YYYY-MM-DD, or null when the text is not a calendar day (2026-02-30, 2026-1-5). */
export function parseIsoDay(text: string): CalendarDate | null {
  const match = ISO_DAY.exec(text);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  // A day past the month's end rolls over into the next month: then it was not a day.
  return dayOf(utcDate(date), 'utc') === text ? date : null;
}

/** A day known to be one (the API's, or the diary's own arithmetic) as numbers; a RangeError otherwise. */
export function calendarDateOf(day: IsoDay): CalendarDate {
  const date = parseIsoDay(day);
  if (!date) throw new RangeError(`${day} is not a calendar day written YYYY-MM-DD`);
  return date;
}

/** The instant a day starts on the server's clock; a RangeError for text that is not a day. */
export const utcMidnight = (day: IsoDay): Date => utcDate(calendarDateOf(day));

/**
 * The day as an instant on the device's clock, for what works in local Dates (the calendar library,
 * Intl's weekday names): noon, so no daylight-saving change can move it to another day.
 */
export const localNoon = ({ year, month, day }: CalendarDate): Date => {
  const date = new Date(0);
  date.setFullYear(year, month - 1, day);
  date.setHours(12, 0, 0, 0);
  return date;
};

/** The day `days` after (or, negative, before) `day`. */
export const addDays = (day: IsoDay, days: number): IsoDay =>
  dayOf(new Date(utcMidnight(day).getTime() + days * DAY_MS), 'utc');

/** Whole days from `from` to `to`: negative when `to` comes first. */
export const daysBetween = (from: IsoDay, to: IsoDay): number =>
  Math.round((utcMidnight(to).getTime() - utcMidnight(from).getTime()) / DAY_MS);
