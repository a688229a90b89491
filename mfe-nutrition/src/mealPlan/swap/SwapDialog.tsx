import { useTranslation } from 'react-i18next';
import type { DayPlan, MealSlot, PlanRecipe } from '@qis/contract/api';
import { useAppDispatch } from '@qis/shared';
import { Button, Modal, QueryState } from '@qis/shared/ui';
import { formatFactor } from '../../common/recipe/factor';
import { useNutritionMealPlanAlternativesQuery } from '../api';
import { MEAL_PLAN_NS } from '../i18n';
import { WEEKDAYS } from '../results/PlanTable';
import type { MealPlanState } from '../state/mealPlanSlice';
import { swapMeal } from '../state/mealPlanThunks';
import { swapRequest } from './swapRequest';
import styles from './Swap.module.css';

export interface SwapTarget {
  day: number;
  slot: MealSlot;
  recipe: PlanRecipe;
}

interface SwapDialogProps {
  plan: MealPlanState;
  target: SwapTarget;
  onClose: () => void;
}

/**
 * The recipes that can take one meal's place: only those the API found to keep the day in range
 * (a swap that cannot fit is never offered), each with its portions, its QIS and the day's new
 * total; or why there is none.
 */
export function SwapDialog({ plan, target, onClose }: SwapDialogProps) {
  const { t, i18n } = useTranslation(MEAL_PLAN_NS);
  const dispatch = useAppDispatch();
  const day = plan.mealPlans[target.day] as DayPlan;
  const request = swapRequest(plan.params!, plan.locale ?? 'en', target.day, day, target.slot);
  const alternatives = useNutritionMealPlanAlternativesQuery(request);
  const data = alternatives.currentData;
  const dayName = t(`days.${WEEKDAYS[target.day]!}`);
  const slotName = target.slot === 'secondSnack' ? t('swap.secondSnack') : t(`slots.${target.slot}`);

  return (
    <Modal
      open
      title={t('swap.title', { slot: slotName, day: dayName })}
      onClose={onClose}
      footer={<Button onClick={onClose}>{t('swap.cancel')}</Button>}
    >
      <p>
        {t('swap.current', { name: target.recipe.name, qis: target.recipe.serving.qis, total: day.totalQis })}
      </p>
      <QueryState
        query={alternatives}
        errorMessage={t('swap.error')}
        onRetry={() => void alternatives.refetch()}
        loadingLabel={t('swap.loading')}
      >
        {data && data.alternatives.length === 0 ? (
          <p className={styles.none}>{t('swap.none', { day: dayName, min: data.min, max: data.max })}</p>
        ) : null}
        {data && data.alternatives.length > 0 ? (
          <>
            <p>{t('swap.intro', { day: dayName, min: data.min, max: data.max })}</p>
            <ul className={styles.options}>
              {data.alternatives.map(({ recipe, totalQis, totalCalories }) => (
                <li key={recipe.id}>
                  <button
                    type="button"
                    className={styles.option}
                    onClick={() => {
                      dispatch(
                        swapMeal({ day: target.day, slot: target.slot, recipe, totalQis, totalCalories }),
                      );
                      onClose();
                    }}
                  >
                    <span className={styles.optionName}>{recipe.name}</span>
                    <span className={styles.optionFigures}>
                      {t('swap.figures', {
                        factor: formatFactor(recipe.serving.factor, i18n.language),
                        qis: recipe.serving.qis,
                        total: totalQis,
                      })}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </QueryState>
    </Modal>
  );
}
