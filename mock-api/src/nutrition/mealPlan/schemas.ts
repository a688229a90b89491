import { Type } from 'typebox';
import { errorSchema } from '../../http/schemas';
import { CONTENT_LOCALES } from '../content';
import { ACTIVITY_INPUTS, GENDER_INPUTS } from '../energy/energy';
import { RecipeSchema } from '../schemas';

/**
 * Query values are text: the service reads the numbers and checks their bounds, so a wrong value
 * answers a message naming the bounds (the shared message for a pattern is about blank text).
 */
export const MealPlanQuery = Type.Object(
  {
    gender: Type.Enum(Object.keys(GENDER_INPUTS), { description: 'male | female (or maennlich | weiblich)' }),
    age: Type.String({ maxLength: 10, description: 'Years, 10 to 99' }),
    activityLevel: Type.Enum(Object.keys(ACTIVITY_INPUTS), {
      description: 'very-inactive | sitting | high-work | high-work-leisure (or the German reading)',
    }),
    weight: Type.String({ maxLength: 10, description: 'kg, 10 to 500' }),
    locale: Type.Optional(Type.Enum([...CONTENT_LOCALES], { default: 'en' })),
  },
  { additionalProperties: false },
);

const DayPlanSchema = Type.Object({
  breakfast: RecipeSchema,
  lunch: RecipeSchema,
  dinner: RecipeSchema,
  snacks: RecipeSchema,
  totalCalories: Type.Integer({ description: 'kcal of the day' }),
});

export const MealPlanResponseSchema = Type.Object({
  bmr: Type.Integer({ description: 'Daily need in QIS' }),
  min: Type.Integer({ description: 'Range minimum in QIS' }),
  max: Type.Integer({ description: 'Range maximum in QIS' }),
  mealPlans: Type.Array(DayPlanSchema, { description: 'Monday (0) to Sunday (6)' }),
  combinations: Type.Integer({ description: 'Days of the catalogue whose total lies in the range' }),
  rangeNote: Type.Optional(
    Type.String({
      description:
        '"floor-above-max": the 1800 kcal floor exceeded 0.8 × the need; the range is 0.55–0.8 × the need',
    }),
  ),
});

export const noFittingPlan = {
  422: errorSchema('No combination of recipes fits the member’s range'),
};
