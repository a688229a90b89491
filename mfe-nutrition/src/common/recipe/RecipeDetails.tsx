import { useTranslation } from 'react-i18next';
import { formatNumber } from '@qis/shared';
import type { Recipe, RecipeServing } from '@qis/contract/api';
import { NUTRITION_COMMON_NS } from '../i18n';
import { formatFactor, formatGrams } from './factor';
import factList from '../FactList.module.css';
import styles from './RecipeDetails.module.css';

interface RecipeDetailsProps {
  recipe: Recipe;
  /** A meal plan's recipe: what the member eats of it (portions, QIS, the grams of their share). */
  serving?: RecipeServing;
}

/**
 * A recipe in full: QIS, portions, ingredients, preparation and the copyright line.
 * The one rendering of a recipe, for the meal plan's dialog and the recipe of the day; the caller
 * shows the name as its own heading. With a serving, the QIS is the portion's and the member's
 * serving follows, and each ingredient line of the recipe (written for all its portions, in kitchen
 * units) stands beside the grams of the member's share, which the API computes from the recipe's grams.
 */
export function RecipeDetails({ recipe, serving }: RecipeDetailsProps) {
  const { t, i18n } = useTranslation(NUTRITION_COMMON_NS);
  const locale = i18n.language;
  return (
    <>
      <dl className={factList.facts}>
        <dt>{serving ? t('recipe.qisPerPortion') : t('recipe.qis')}</dt>
        <dd>{formatNumber(recipe.qis, locale)}</dd>
        <dt>{t('recipe.portions')}</dt>
        <dd>{formatNumber(recipe.people, locale)}</dd>
        {serving ? (
          <>
            <dt>{t('recipe.yourServing')}</dt>
            <dd>
              {t('recipe.yourServingValue', {
                factor: formatFactor(serving.factor, locale),
                qis: serving.qis,
              })}
            </dd>
          </>
        ) : null}
      </dl>
      <h3 className={styles.heading}>{t('recipe.ingredients')}</h3>
      {serving ? (
        <table className={styles.ingredients}>
          <thead>
            <tr>
              <th scope="col">{t('recipe.inTheRecipe', { count: recipe.people })}</th>
              <th scope="col">{t('recipe.yourShare', { factor: formatFactor(serving.factor, locale) })}</th>
            </tr>
          </thead>
          <tbody>
            {serving.ingredients.map(({ text, grams }, index) => (
              <tr key={index}>
                <td>{text}</td>
                <td className={styles.share}>{t('recipe.grams', { value: formatGrams(grams, locale) })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className={styles.lines}>{recipe.ingredients}</p>
      )}
      <h3 className={styles.heading}>{t('recipe.preparation')}</h3>
      <p className={styles.lines}>{recipe.preparation}</p>
      <p className={styles.copyright}>{recipe.copyright}</p>
    </>
  );
}
