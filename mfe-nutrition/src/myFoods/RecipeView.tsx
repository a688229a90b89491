import { useTranslation } from 'react-i18next';
import type { MyRecipe } from '@qis/contract/api';
import { RecipeModal } from '@qis/shared/ui';
import { MY_FOODS_NS } from './i18n';
import factList from '../common/FactList.module.css';
import styles from './MyFoods.module.css';

interface RecipeViewProps {
  recipe: MyRecipe;
  onClose: () => void;
}

/**
 * The member's recipe in full, as the server counts it now: printable alone like the meal plan's
 * recipes (the kit's dialog prints without the page behind it).
 */
export function RecipeView({ recipe, onClose }: RecipeViewProps) {
  const { t } = useTranslation(MY_FOODS_NS);
  return (
    <RecipeModal
      title={recipe.name}
      labels={{ close: t('recipe.close'), print: t('recipe.print') }}
      onClose={onClose}
    >
      <dl className={factList.facts}>
        <dt>{t('recipe.qisPerServing')}</dt>
        <dd data-testid="recipe-qis">{t('recipe.qisValue', { count: recipe.qisPerServing })}</dd>
        <dt>{t('recipe.kcalPerServing')}</dt>
        <dd data-testid="recipe-kcal">
          {t('recipe.kcalValue', { value: Math.round(recipe.kcalPerServing) })}
        </dd>
        <dt>{t('recipe.servingsLabel')}</dt>
        <dd>{t('recipe.servingsValue', { count: recipe.servings })}</dd>
      </dl>
      <table className={styles.ingredients}>
        <caption>{t('recipe.ingredients', { count: recipe.ingredients.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('recipe.ingredient')}</th>
            <th scope="col">{t('recipe.grams')}</th>
            <th scope="col">{t('recipe.kcal')}</th>
          </tr>
        </thead>
        <tbody>
          {recipe.ingredients.map((ingredient, index) => (
            <tr key={index}>
              <td>
                {ingredient.name}
                {ingredient.missing ? ` (${t('recipe.missing')})` : null}
              </td>
              <td>{t('recipe.gramsValue', { value: ingredient.grams })}</td>
              <td>{t('recipe.kcalValue', { value: Math.round(ingredient.kcal) })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </RecipeModal>
  );
}
