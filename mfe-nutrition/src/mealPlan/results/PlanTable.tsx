import { useTranslation } from 'react-i18next';
import { type DayPlan, type PlanRecipe, VisuallyHidden } from '@qis/shared';
import { formatFactor } from '../../common/recipe/factor';
import { MEAL_PLAN_NS } from '../i18n';
import styles from './MealPlanResults.module.css';

/** The plan's four slots, in the spec's column order (Morning, Noon, Evening, Snack). */
export const SLOTS = ['breakfast', 'lunch', 'dinner', 'snacks'] as const;
/** The plan's days, index 0 is Monday (the week starts on Monday in every locale). */
export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;

/** A slot's recipes: the snack column also holds a day's second snack. */
const recipesOf = (day: DayPlan, slot: (typeof SLOTS)[number]): PlanRecipe[] =>
  slot === 'snacks' && day.secondSnack ? [day.snacks, day.secondSnack] : [day[slot]];

interface PlanTableProps {
  mealPlans: DayPlan[];
  /** Whole portions everywhere: the factors are left out, every recipe being one portion. */
  showFactors: boolean;
  onOpenRecipe: (recipe: PlanRecipe) => void;
}

/**
 * The week: one row per day, one button per recipe opening it in full. Each recipe shows the
 * portions the member eats ("1½ ×") and their QIS; the day's total is the API's, the QIS of the
 * exact kcal served (a sum of rounded QIS could leave the range by one).
 */
export function PlanTable({ mealPlans, showFactors, onOpenRecipe }: PlanTableProps) {
  const { t, i18n } = useTranslation(MEAL_PLAN_NS);
  return (
    <div className={styles.tableScroll}>
      <table className={styles.planTable}>
        <VisuallyHidden as="caption">{t('results.tableCaption')}</VisuallyHidden>
        <thead>
          <tr>
            <th scope="col">{t('results.day')}</th>
            {SLOTS.map((slot) => (
              <th key={slot} scope="col">
                {t(`slots.${slot}`)}
              </th>
            ))}
            <th scope="col">{t('results.total')}</th>
          </tr>
        </thead>
        <tbody>
          {mealPlans.slice(0, WEEKDAYS.length).map((day, index) => (
            <tr key={WEEKDAYS[index]}>
              <th scope="row">{t(`days.${WEEKDAYS[index]}`)}</th>
              {SLOTS.map((slot) => (
                <td key={slot}>
                  {recipesOf(day, slot).map((recipe, position) => (
                    <button
                      key={position}
                      type="button"
                      className={styles.recipeButton}
                      onClick={() => onOpenRecipe(recipe)}
                    >
                      <span>
                        {showFactors ? (
                          <span className={styles.factor}>
                            {t('results.factor', {
                              factor: formatFactor(recipe.serving.factor, i18n.language),
                            })}{' '}
                          </span>
                        ) : null}
                        {recipe.name}
                      </span>
                      <span className={styles.recipeQis}>
                        {t('results.qisValue', { value: recipe.serving.qis })}
                      </span>
                    </button>
                  ))}
                </td>
              ))}
              <td className={styles.total}>{t('results.qisValue', { value: day.totalQis })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
