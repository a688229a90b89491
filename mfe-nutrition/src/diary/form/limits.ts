import { DIARY_LIMITS, MyFoodLimits } from '@qis/contract';

type Bound = { readonly minimum: number; readonly maximum: number; readonly multipleOf?: number };

/** The contract's bounds as the error messages name them ("… from {{minutesMin}} to {{minutesMax}}"). */
export const LIMIT_VALUES = {
  gramsMin: DIARY_LIMITS.grams.minimum,
  gramsMax: DIARY_LIMITS.grams.maximum,
  portionsMax: DIARY_LIMITS.portions.maximum,
  factorMax: DIARY_LIMITS.factor.maximum,
  servingsMax: MyFoodLimits.servingsEaten.maximum,
  qisMin: DIARY_LIMITS.qis.minimum,
  qisMax: DIARY_LIMITS.qis.maximum,
  minutesMin: DIARY_LIMITS.minutes.minimum,
  minutesMax: DIARY_LIMITS.minutes.maximum,
} as const;

/** A number as a member types it (a decimal comma too); null when it is none. */
export function parseNumber(text: string | undefined): number | null {
  const trimmed = (text ?? '').trim().replace(',', '.');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/** The number typed, when it lies within the contract's bound (whole, or a multiple, where it must be). */
export function numberWithin(text: string | undefined, bound: Bound, whole = false): number | null {
  const value = parseNumber(text);
  if (value === null || value < bound.minimum || value > bound.maximum) return null;
  if (whole && !Number.isInteger(value)) return null;
  return bound.multipleOf && !Number.isInteger(value / bound.multipleOf) ? null : value;
}

/** The input attributes that tell the browser (and its spin buttons) the same bound. */
export const boundAttributes = (bound: Bound) => ({ min: bound.minimum, max: bound.maximum });
