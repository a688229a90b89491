import { Type, type Static } from 'typebox';
import { ENERGY_QUERY_PROPERTIES } from './energy';
import { errorSchema } from './errors';
import { CONTENT_LOCALES, PlanRecipeSchema } from './recipes';

/** How a plan's portions are served: whole portions, scaled portions, scaled portions and a second snack. */
export const TIERS = ['whole', 'scaled', 'extra-snack'] as const;

/** The five places of a day a recipe can be swapped in (the snack column may hold a second snack). */
export const SWAP_SLOTS = ['breakfast', 'lunch', 'dinner', 'snacks', 'secondSnack'] as const;

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

/** A serving of the day as the plan shows it: the recipe's id and the portions eaten. */
const ServingParam = (description: string) =>
  Type.String({
    pattern: '^[a-z0-9-]{1,100}:(0\\.5|0\\.75|1|1\\.25|1\\.5|2|2\\.5|3)$',
    description: `${description}: "<recipe id>:<portions>", e.g. "evening-minestrone-bread-parmesan:1.5"`,
  });

/**
 * The questionnaire's answers, and the day as the member has it now (swaps included): the plan
 * lives in the browser, so the day is sent, and the server checks every recipe and factor in it.
 */
export const AlternativesQuery = Type.Object(
  {
    ...ENERGY_QUERY_PROPERTIES,
    locale: Type.Optional(Type.Enum([...CONTENT_LOCALES], { default: 'en' })),
    day: Type.String({ pattern: '^[0-6]$', description: 'Monday (0) to Sunday (6)' }),
    slot: Type.Enum([...SWAP_SLOTS], { description: 'The place of the day to swap' }),
    breakfast: ServingParam('The day’s morning'),
    lunch: ServingParam('The day’s noon'),
    dinner: ServingParam('The day’s evening'),
    snacks: ServingParam('The day’s snack'),
    secondSnack: Type.Optional(ServingParam('The day’s second snack, when it has one')),
  },
  { additionalProperties: false },
);

export const AlternativesResponseSchema = Type.Object({
  day: Type.Integer({ description: 'Monday (0) to Sunday (6)' }),
  slot: Type.Enum([...SWAP_SLOTS]),
  min: Type.Integer({ description: 'Range minimum in QIS' }),
  max: Type.Integer({ description: 'Range maximum in QIS' }),
  portions: PortionsSchema,
  current: Type.Object({
    totalCalories: Type.Integer(),
    totalQis: Type.Integer(),
  }),
  alternatives: Type.Array(
    Type.Object({
      recipe: PlanRecipeSchema,
      totalCalories: Type.Integer({ description: 'The day’s kcal with this recipe in place, rounded' }),
      totalQis: Type.Integer({ description: 'The day’s QIS with this recipe in place: within min–max' }),
    }),
    {
      description:
        'Every other recipe of the slot that keeps the day in the range under the plan’s portion rules, ' +
        'each at the factor nearest in kcal to the serving it replaces; the day’s total moving least first. ' +
        'Empty when none fits.',
    },
  ),
});

export type PlanPortions = (typeof TIERS)[number];
export type MealSlot = (typeof SWAP_SLOTS)[number];
export type DayPlan = Static<typeof DayPlanSchema>;
export type MealPlanResponse = Static<typeof MealPlanResponseSchema>;
export type MealPlanAlternativesResponse = Static<typeof AlternativesResponseSchema>;

/**
 * The questionnaire's answers as an app holds them (numbers as numbers); sent as MealPlanQuery, whose
 * text the server reads back into these.
 */
export const MealPlanRequestSchema = Type.Object({
  gender: ENERGY_QUERY_PROPERTIES.gender,
  age: Type.Integer({ minimum: 10, maximum: 99 }),
  activityLevel: ENERGY_QUERY_PROPERTIES.activityLevel,
  weight: Type.Number({ minimum: 10, maximum: 500 }),
  locale: Type.Enum([...CONTENT_LOCALES]),
});

/** The alternatives request as an app holds it; sent as AlternativesQuery. */
export const AlternativesRequestSchema = Type.Object({
  ...MealPlanRequestSchema.properties,
  day: Type.Integer({ minimum: 0, maximum: 6 }),
  slot: AlternativesQuery.properties.slot,
  breakfast: AlternativesQuery.properties.breakfast,
  lunch: AlternativesQuery.properties.lunch,
  dinner: AlternativesQuery.properties.dinner,
  snacks: AlternativesQuery.properties.snacks,
  secondSnack: AlternativesQuery.properties.secondSnack,
});

export type MealPlanRequest = Static<typeof MealPlanRequestSchema>;
export type MealPlanAlternativesRequest = Static<typeof AlternativesRequestSchema>;
