import { qisFromKcal } from '@qis/contract';
import type { ActivityLevel, ActivityLevelInput, Gender, GenderInput } from '@qis/contract/api';

/**
 * The daily energy need (a linear formula of the weight per sex and age band, times the activity
 * factor): one module for the QIS calculator, the meal plan and the assistant, so all three agree.
 */

/** A gender or activity level outside both readings of the spec's enumerations. */
export class EnergyInputError extends Error {
  constructor(
    readonly field: 'gender' | 'activityLevel',
    readonly value: string,
    readonly accepted: readonly string[],
  ) {
    super(`${field} must be one of ${accepted.join(', ')} (got "${value}")`);
    this.name = 'EnergyInputError';
  }
}

/** Both readings of the spec: B (male/female) and A (maennlich/weiblich). */
export const GENDER_INPUTS: Readonly<Record<GenderInput, Gender>> = {
  male: 'male',
  female: 'female',
  maennlich: 'male',
  weiblich: 'female',
};

/** Both readings of the spec: B (very-inactive, …) and A (sehr-inaktiv, …). */
export const ACTIVITY_INPUTS: Readonly<Record<ActivityLevelInput, ActivityLevel>> = {
  'very-inactive': 'very-inactive',
  sitting: 'sitting',
  'high-work': 'high-work',
  'high-work-leisure': 'high-work-leisure',
  'sehr-inaktiv': 'very-inactive',
  sitzend: 'sitting',
  'hoch-arbeit': 'high-work',
  'hoch-arbeit+freizeit': 'high-work-leisure',
};

export const ACTIVITY_FACTORS: Readonly<Record<ActivityLevel, number>> = {
  'very-inactive': 1.4,
  sitting: 1.6,
  'high-work': 1.7,
  'high-work-leisure': 1.9,
};

/** The floor of the recommended range, in kcal. */
export const RANGE_FLOOR_KCAL = 1800;

const own = (record: object, key: string) => Object.prototype.hasOwnProperty.call(record, key);

export function parseGender(value: string): Gender {
  if (!own(GENDER_INPUTS, value)) throw new EnergyInputError('gender', value, Object.keys(GENDER_INPUTS));
  return GENDER_INPUTS[value as GenderInput];
}

export function parseActivityLevel(value: string): ActivityLevel {
  if (!own(ACTIVITY_INPUTS, value)) {
    throw new EnergyInputError('activityLevel', value, Object.keys(ACTIVITY_INPUTS));
  }
  return ACTIVITY_INPUTS[value as ActivityLevelInput];
}

interface Line {
  slope: number;
  intercept: number;
}

/** [male, female] per age band of the table; "other" covers every age outside 10–59. */
const TABLE: { from: number; to: number; male: Line; female: Line }[] = [
  { from: 10, to: 18, male: { slope: 17.5, intercept: 651 }, female: { slope: 12.2, intercept: 746 } },
  { from: 18, to: 30, male: { slope: 15.3, intercept: 679 }, female: { slope: 14.7, intercept: 496 } },
  { from: 30, to: 60, male: { slope: 11.6, intercept: 879 }, female: { slope: 8.7, intercept: 829 } },
];
const OTHER_AGES = { male: { slope: 13.5, intercept: 487 }, female: { slope: 10.5, intercept: 596 } };

/** The table's value before the activity factor (ages are bands: 17.9 is still 10–17). */
export function baseKcal(gender: Gender, age: number, weight: number): number {
  const band = TABLE.find(({ from, to }) => age >= from && age < to) ?? OTHER_AGES;
  const { slope, intercept } = band[gender];
  return slope * weight + intercept;
}

/**
 * Why the range differs from the formula's. `floor-above-max`: the 1800 kcal floor lies above
 * 0.8 × the need, which would invert the range; the range is 0.55–0.8 × the need instead.
 */
export type RangeNote = 'floor-above-max';

export interface KcalRange {
  minKcal: number;
  maxKcal: number;
  rangeNote?: RangeNote;
}

/** min = max(0.55 × need, 1800), max = 0.8 × need; never inverted. */
export function recommendedRange(dailyKcal: number): KcalRange {
  const maxKcal = 0.8 * dailyKcal;
  const lower = 0.55 * dailyKcal;
  if (RANGE_FLOOR_KCAL > maxKcal) return { minKcal: lower, maxKcal, rangeNote: 'floor-above-max' };
  return { minKcal: Math.max(lower, RANGE_FLOOR_KCAL), maxKcal };
}

export interface EnergyInput {
  gender: string;
  age: number;
  weight: number;
  activityLevel: string;
}

export interface EnergyNeed extends KcalRange {
  gender: Gender;
  activityLevel: ActivityLevel;
  /** The daily need in kcal. */
  kcal: number;
  /** The daily need in QIS (the API's `bmr`). */
  qis: number;
  /** The range in QIS. */
  min: number;
  max: number;
}

/** Throws EnergyInputError for a gender or activity level outside both readings. */
export function energyNeed(input: EnergyInput): EnergyNeed {
  const gender = parseGender(input.gender);
  const activityLevel = parseActivityLevel(input.activityLevel);
  const kcal = baseKcal(gender, input.age, input.weight) * ACTIVITY_FACTORS[activityLevel];
  const range = recommendedRange(kcal);
  return {
    gender,
    activityLevel,
    kcal,
    qis: qisFromKcal(kcal),
    ...range,
    min: qisFromKcal(range.minKcal),
    max: qisFromKcal(range.maxKcal),
  };
}
