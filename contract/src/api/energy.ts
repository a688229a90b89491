import { Type } from 'typebox';
import { ACTIVITY_LEVELS, type ActivityLevel } from '../constants';

/** Reading B of the spec's gender enumeration first; the API also accepts reading A (maennlich / weiblich). */
export const GENDERS = ['male', 'female'] as const;
export const GENDER_INPUTS = [...GENDERS, 'maennlich', 'weiblich'] as const;
export type Gender = (typeof GENDERS)[number];
export type GenderInput = (typeof GENDER_INPUTS)[number];

/** Reading B of the activity levels first (the contract's ACTIVITY_LEVELS); then reading A. */
export { ACTIVITY_LEVELS, type ActivityLevel };
export const ACTIVITY_LEVEL_INPUTS = [
  ...ACTIVITY_LEVELS,
  'sehr-inaktiv',
  'sitzend',
  'hoch-arbeit',
  'hoch-arbeit+freizeit',
] as const;
export type ActivityLevelInput = (typeof ACTIVITY_LEVEL_INPUTS)[number];

/**
 * The questionnaire's answers as query parameters, shared by the calculator and the meal plan.
 * Query values are text: the server reads the numbers and checks their bounds, so a wrong value
 * answers a message naming the bounds.
 */
export const ENERGY_QUERY_PROPERTIES = {
  gender: Type.Enum([...GENDER_INPUTS], { description: 'male | female (or maennlich | weiblich)' }),
  age: Type.String({ maxLength: 10, description: 'Years, 10 to 99' }),
  activityLevel: Type.Enum([...ACTIVITY_LEVEL_INPUTS], {
    description: 'very-inactive | sitting | high-work | high-work-leisure (or the German reading)',
  }),
  weight: Type.String({ maxLength: 10, description: 'kg, 10 to 500' }),
};
