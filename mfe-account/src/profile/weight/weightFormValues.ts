import { parseDecimal, inRange, isBlank } from '../../common/validation';
import { calendarDateAt, type CalendarDate } from '@qis/contract';
import { sameCalendarDate } from '../dates';

/** A weight lies between 10 and 500 kg; the API refuses anything else too. */
export const WEIGHT_MIN = 10;
export const WEIGHT_MAX = 500;

export interface WeightFormValues {
  /** As typed, so "72,5" survives until it is parsed. */
  weight: string;
  date?: CalendarDate;
}

export type WeightFormErrors = Partial<Record<keyof WeightFormValues, string>>;

export function validateWeightForm(values: WeightFormValues): WeightFormErrors {
  const errors: WeightFormErrors = {};
  if (isBlank(values.weight)) errors.weight = 'weight.errors.weightRequired';
  else {
    const weight = parseDecimal(values.weight);
    if (weight === null || !inRange(weight, WEIGHT_MIN, WEIGHT_MAX))
      errors.weight = 'weight.errors.weightRange';
  }
  // No date error: a missing date becomes today.
  return errors;
}

/** What the form sends: the weight in kg and the day, today when none was picked. */
export function weightToSave(
  values: WeightFormValues,
  now: Date = new Date(),
): { weight: number; date: CalendarDate } {
  return {
    weight: parseDecimal(values.weight) ?? Number.NaN,
    date: values.date ?? calendarDateAt(now, 'local'),
  };
}

/** Dates are objects: compare them by day, or every pick of the same day would count as an edit. */
export function sameDateValue(a: CalendarDate | undefined, b: CalendarDate | undefined): boolean {
  if (!a || !b) return a === b;
  return sameCalendarDate(a, b);
}
