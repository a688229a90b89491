import { Type } from 'typebox';
import { errorSchema } from '../http/schemas';
import { CONTENT_LOCALES } from './content';

export const LocaleQuery = Type.Object(
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
