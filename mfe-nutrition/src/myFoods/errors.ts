import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorOf, formatList, useLocale } from '@qis/shared';
import { MY_FOODS_NS } from './i18n';

/**
 * The API's refusals by their stable code, as this screen's messages say them: the server writes its
 * own `message` in English, so a French member would otherwise read English in a French dialog.
 */
const MESSAGE_OF_CODE: Record<string, string> = {
  validation: 'errors.invalid',
  'not-found': 'errors.notFound',
  'food-in-use': 'errors.foodInUse',
  'unknown-food': 'errors.unknownFood',
  'food-without-energy': 'errors.unknownFood',
  'too-many-foods': 'errors.tooManyFoods',
  'too-many-recipes': 'errors.tooManyRecipes',
  'catalogue-not-imported': 'errors.unavailable',
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The recipes a refused delete names (`details.recipes` of "food-in-use"), each quoted as the language quotes. */
function recipesOf(error: unknown): string[] {
  const details = isRecord(error) && isRecord(error.data) ? error.data.details : undefined;
  const recipes = isRecord(details) && Array.isArray(details.recipes) ? details.recipes : [];
  return recipes.filter((name): name is string => typeof name === 'string');
}

/** What to tell the member about a failed write: the refusal in their language, or "try again later". */
export function useMyFoodsErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation(MY_FOODS_NS);
  const locale = useLocale();
  return useCallback(
    (error: unknown) => {
      const answer = apiErrorOf(error);
      const key = answer ? MESSAGE_OF_CODE[answer.error] : undefined;
      if (!key) return t('errors.save');
      const recipes = recipesOf(error).map((name) => t('errors.quoted', { name }));
      return t(key, { recipes: formatList(recipes, locale) });
    },
    [t, locale],
  );
}
