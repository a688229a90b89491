import { useTranslation } from 'react-i18next';
import type { MealSlot, PlanRecipe } from '@qis/contract/api';
import { formatFactor } from '../../common/recipe/factor';
import { MEAL_PLAN_NS } from '../i18n';
import styles from './MealPlanResults.module.css';
import swapStyles from '../swap/Swap.module.css';

interface RecipeActionsProps {
  recipe: PlanRecipe;
  slot: MealSlot;
  /** The day's name, so each "swap" button says which meal it swaps. */
  dayName: string;
  showFactors: boolean;
  onOpen: (recipe: PlanRecipe) => void;
  onSwap: (slot: MealSlot, recipe: PlanRecipe) => void;
}

/** One recipe of the week's table: the button opening it in full, and what the member can do with it. */
export function RecipeActions({ recipe, slot, dayName, showFactors, onOpen, onSwap }: RecipeActionsProps) {
  const { t, i18n } = useTranslation(MEAL_PLAN_NS);
  return (
    <div className={styles.recipeCell}>
      <button type="button" className={styles.recipeButton} onClick={() => onOpen(recipe)}>
        <span>
          {showFactors ? (
            <span className={styles.factor}>
              {t('results.factor', { factor: formatFactor(recipe.serving.factor, i18n.language) })}{' '}
            </span>
          ) : null}
          {recipe.name}
        </span>
        <span className={styles.recipeQis}>{t('results.qisValue', { value: recipe.serving.qis })}</span>
      </button>
      <button
        type="button"
        className={`${swapStyles.swapButton} no-print`}
        aria-label={t('swap.title', {
          slot: slot === 'secondSnack' ? t('swap.secondSnack') : t(`slots.${slot}`),
          day: dayName,
        })}
        onClick={() => onSwap(slot, recipe)}
      >
        {t('swap.button')}
      </button>
    </div>
  );
}
