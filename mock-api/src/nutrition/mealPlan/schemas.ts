import { Type } from 'typebox';
import { errorSchema } from '../../http/schemas';
import { CONTENT_LOCALES } from '../content';
import { ENERGY_QUERY_PROPERTIES } from '../energy/input';
import { RecipeSchema } from '../schemas';

/** The questionnaire's answers (shared with the calculator) and the language of the recipes. */
export const MealPlanQuery = Type.Object(
  {
    ...ENERGY_QUERY_PROPERTIES,
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
