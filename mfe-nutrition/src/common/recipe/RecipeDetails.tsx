import { useTranslation } from 'react-i18next';
import type { Recipe } from '@qis/shared';
import { NUTRITION_COMMON_NS } from '../i18n';
import styles from './RecipeDetails.module.css';

/**
 * A recipe in full: QIS, portions, ingredients, preparation and the copyright line.
 * The one rendering of a recipe, for the meal plan's dialog and the recipe of the day; the caller
 * shows the name as its own heading.
 */
export function RecipeDetails({ recipe }: { recipe: Recipe }) {
  const { t } = useTranslation(NUTRITION_COMMON_NS);
  return (
    <>
      <dl className={styles.facts}>
        <dt>{t('recipe.qis')}</dt>
        <dd>{recipe.qis}</dd>
        <dt>{t('recipe.portions')}</dt>
        <dd>{recipe.people}</dd>
      </dl>
      <h3 className={styles.heading}>{t('recipe.ingredients')}</h3>
      <p className={styles.lines}>{recipe.ingredients}</p>
      <h3 className={styles.heading}>{t('recipe.preparation')}</h3>
      <p className={styles.lines}>{recipe.preparation}</p>
      <p className={styles.copyright}>{recipe.copyright}</p>
    </>
  );
}
