import { invalidField } from '../../http/apiError';
import { energyNeed, EnergyInputError, type EnergyNeed } from './energy';

export const AGE_RANGE = { min: 10, max: 99 };
export const WEIGHT_RANGE = { min: 10, max: 500 };

export interface EnergyQuery {
  gender: string;
  age: string;
  activityLevel: string;
  weight: string;
}

/** A plain decimal number ("70", "72.5"): not "", "1e2", "0x40" or " 70", which Number() accepts. */
const DECIMAL = /^[0-9]+(\.[0-9]+)?$/;

function boundedNumber(field: string, text: string, { min, max }: { min: number; max: number }): number {
  const value = Number(text);
  if (!DECIMAL.test(text) || value < min || value > max) {
    throw invalidField(field, `must be a number from ${min} to ${max}`);
  }
  return value;
}

/** The member's energy need from the questionnaire's answers; a 400 naming the field for a wrong one. */
export function energyNeedOf(query: EnergyQuery): EnergyNeed & { age: number; weight: number } {
  const age = boundedNumber('age', query.age, AGE_RANGE);
  const weight = boundedNumber('weight', query.weight, WEIGHT_RANGE);
  try {
    return {
      ...energyNeed({ gender: query.gender, activityLevel: query.activityLevel, age, weight }),
      age,
      weight,
    };
  } catch (error) {
    if (error instanceof EnergyInputError) {
      throw invalidField(error.field, `must be one of ${error.accepted.join(', ')}`);
    }
    throw error;
  }
}
