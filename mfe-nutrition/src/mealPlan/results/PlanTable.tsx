import { useTranslation } from 'react-i18next';
import type { DayPlan, Recipe } from '@qis/shared';
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

/** The day's total in QIS: the sum of its recipes, in the unit the range and the daily need use. */
export const dayTotal = (day: DayPlan) => SLOTS.reduce((sum, slot) => sum + day[slot].qis, 0);

interface PlanTableProps {
  mealPlans: DayPlan[];
  onOpenRecipe: (recipe: Recipe) => void;
}

/** The week: one row per day, one button per recipe opening it in full. */
export function PlanTable({ mealPlans, onOpenRecipe }: PlanTableProps) {
  const { t } = useTranslation(MEAL_PLAN_NS);
  return (
    <div className={styles.tableScroll}>
      <table className={styles.planTable}>
        <caption className={styles.visuallyHidden}>{t('results.tableCaption')}</caption>
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
                  <button
                    type="button"
                    className={styles.recipeButton}
                    onClick={() => onOpenRecipe(day[slot])}
                  >
                    <span>{day[slot].name}</span>
                    <span className={styles.recipeQis}>
                      {t('results.qisValue', { value: day[slot].qis })}
                    </span>
                  </button>
                </td>
              ))}
              <td className={styles.total}>{t('results.qisValue', { value: dayTotal(day) })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
