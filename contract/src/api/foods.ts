import { Type, type Static } from 'typebox';
import { LOCALES } from '../locales';
import { errorSchema, NOT_BLANK } from './errors';

/** The longest search text the food search accepts, as the form does. */
export const SEARCH_TEXT_MAX = 30;

export const LocaleSchema = Type.Enum([...LOCALES], {
  description: 'Names show in this language, else in English; foods with neither are left out',
});

export const FoodSearchBody = Type.Object(
  {
    searchText: Type.String({
      minLength: 1,
      maxLength: SEARCH_TEXT_MAX,
      pattern: NOT_BLANK,
      description:
        'Every word must start a word of the name (case and accents ignored; one typo in words of 5+ letters)',
    }),
    details: Type.Boolean({ description: 'Whether the client shows fat too; the answer is the same' }),
    locale: LocaleSchema,
  },
  { additionalProperties: false },
);

export const FoodRowsSchema = Type.Array(
  Type.Object({
    name: Type.String(),
    calories: Type.Union([Type.Number(), Type.Null()], { description: 'kcal per 100 g; null: unknown' }),
    fat: Type.Union([Type.Number(), Type.Null()], { description: 'g per 100 g; null: unknown' }),
  }),
  { description: 'At most 50, best match first' },
);

export const FoodListSchema = Type.Array(
  Type.Object({ name: Type.String(), calories: Type.Number({ description: 'kcal per 100 g' }) }),
  { description: '25 foods drawn at random' },
);

export const LocaleQuery = Type.Object({ locale: LocaleSchema }, { additionalProperties: false });

export const QisTableQuery = (categories: readonly string[]) =>
  Type.Object(
    {
      category: Type.Enum([...categories], { description: 'One of the 22 QIS-table category ids' }),
      locale: LocaleSchema,
    },
    { additionalProperties: false },
  );

export const QisTableSchema = Type.Array(
  Type.Object({
    name: Type.String(),
    amount: Type.String({ description: '"100 g", or the portion the source gives' }),
    qis: Type.Integer(),
  }),
  { description: 'Sorted by name' },
);

export const CATALOGUE_MISSING = 503;
export const catalogueMissingResponse = {
  [CATALOGUE_MISSING]: errorSchema('The food catalogue is not imported (error "catalogue-not-imported")'),
};

export type FoodSearchRequest = Static<typeof FoodSearchBody>;
export type FoodRow = Static<typeof FoodRowsSchema>[number];
export type FoodListRow = Static<typeof FoodListSchema>[number];
export type QisTableRow = Static<typeof QisTableSchema>[number];
