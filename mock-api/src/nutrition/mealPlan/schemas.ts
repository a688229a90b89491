import { Type } from 'typebox';
import { errorSchema } from '../../http/schemas';
import { CONTENT_LOCALES } from '../content';
import { ENERGY_QUERY_PROPERTIES } from '../energy/input';
import { PlanRecipeSchema } from '../schemas';
import { TIERS } from './portions';

/** The questionnaire's answers (shared with the calculator) and the language of the recipes. */
export const MealPlanQuery = Type.Object(
  {
    ...ENERGY_QUERY_PROPERTIES,
    locale: Type.Optional(Type.Enum([...CONTENT_LOCALES], { default: 'en' })),
  },
  { additionalProperties: false },
);

const DayPlanSchema = Type.Object({
  breakfast: PlanRecipeSchema,
  lunch: PlanRecipeSchema,
  dinner: PlanRecipeSchema,
  snacks: PlanRecipeSchema,
  secondSnack: Type.Optional(PlanRecipeSchema),
  totalCalories: Type.Integer({ description: 'kcal of the portions served, rounded' }),
  totalQis: Type.Integer({ description: 'round(exact kcal of the portions served / 12): within min–max' }),
});

export const PortionsSchema = Type.Enum([...TIERS], {
  description:
    'How portions are served: "whole" one portion of each recipe; "scaled" ½ to 3 portions (breakfast and ' +
    'snack at most 2, the largest factor of a day at most twice its smallest); "extra-snack" as scaled, and a ' +
    'day may hold a second, different snack. The simplest rules giving seven or more fitting days are used.',
});

export const MealPlanResponseSchema = Type.Object({
  bmr: Type.Integer({ description: 'Daily need in QIS' }),
  min: Type.Integer({ description: 'Range minimum in QIS' }),
  max: Type.Integer({ description: 'Range maximum in QIS' }),
  mealPlans: Type.Array(DayPlanSchema, { description: 'Monday (0) to Sunday (6)' }),
  combinations: Type.Integer({
    description: 'Days (recipes and portions) the `portions` rules allow whose total lies in the range',
  }),
  portions: PortionsSchema,
  rangeNote: Type.Optional(
    Type.String({
      description:
        '"floor-above-max": the 1800 kcal floor exceeded 0.8 × the need; the range is 0.55–0.8 × the need',
    }),
  ),
});

export const rangeUnreachable = {
  422: errorSchema(
    '"range-unreachable": no day of the recipes reaches the member’s range even with the largest portions ' +
      'the plan allows (members of about 340 kg and more); details: { min, max } in QIS. The member is asked ' +
      'to contact the programme’s experts.',
  ),
};
