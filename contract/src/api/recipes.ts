import { Type, type Static } from 'typebox';
import { LOCALES, type Locale } from '../locales';
import { errorSchema } from './errors';

/** The meal plan's request also takes pt and it, which read the English text. */
export const CONTENT_EXTRA_LOCALES = ['pt', 'it'] as const;
export type ContentLocale = Locale | (typeof CONTENT_EXTRA_LOCALES)[number];
export const CONTENT_LOCALES: readonly ContentLocale[] = [...LOCALES, ...CONTENT_EXTRA_LOCALES];

export const ContentLocaleQuery = Type.Object(
  {
    locale: Type.Optional(
      Type.Enum([...CONTENT_LOCALES], {
        default: 'en',
        description: 'Content language; pt and it read the English text. Default en.',
      }),
    ),
  },
  { additionalProperties: false },
);

export const RecipeSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  kcal: Type.Integer({ description: 'kcal of one portion, computed from the food catalogue' }),
  qis: Type.Integer({ description: 'round(kcal / 12)' }),
  people: Type.Integer({ description: 'portions' }),
  ingredients: Type.String({ description: 'One ingredient per line' }),
  preparation: Type.String(),
  copyright: Type.String(),
});

/** The recipe catalogue could not be computed (e.g. the food catalogue is not imported yet). */
export const catalogueUnavailable = {
  503: errorSchema('The recipe catalogue is not available yet (the food catalogue is missing or incomplete)'),
};

/** A recipe of a meal plan: the recipe, and what the member eats of it. */
export const PlanRecipeSchema = Type.Object({
  ...RecipeSchema.properties,
  serving: Type.Object({
    factor: Type.Number({ description: 'Portions eaten: 0.5, 0.75, 1, 1.25, 1.5, 2, 2.5 or 3' }),
    kcal: Type.Number({ description: 'kcal of the portions eaten (factor × kcal of one portion)' }),
    qis: Type.Integer({ description: 'round(serving kcal / 12)' }),
    ingredients: Type.Array(
      Type.Object({
        text: Type.String({ description: 'The recipe’s ingredient line (for `people` portions)' }),
        grams: Type.Number({ description: 'Grams of the member’s share: grams × factor ÷ people' }),
        food: Type.Object({
          key: Type.String({ description: 'The catalogue food: "<source>:<code>"' }),
          name: Type.String({ description: 'The catalogue’s name in the member’s language (else English)' }),
          category: Type.Union([Type.String(), Type.Null()], {
            description: 'One of the 22 QIS-table category ids, null for a food outside them',
          }),
        }),
      }),
    ),
  }),
});

export type Recipe = Static<typeof RecipeSchema>;
export type PlanRecipe = Static<typeof PlanRecipeSchema>;
export type RecipeServing = PlanRecipe['serving'];
export type ServedFood = RecipeServing['ingredients'][number]['food'];
