import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '@qis/shared';
import type { DayPlan, MealSlot, PlanRecipe } from '@qis/contract/api';
import { RecipeActions } from './RecipeActions';
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

/** A column's recipes with their place in the day: the snack column also holds a day's second snack. */
const recipesOf = (day: DayPlan, slot: (typeof SLOTS)[number]): [MealSlot, PlanRecipe][] =>
  slot === 'snacks' && day.secondSnack
    ? [
        ['snacks', day.snacks],
        ['secondSnack', day.secondSnack],
      ]
    : [[slot, day[slot]]];

interface PlanTableProps {
  mealPlans: DayPlan[];
  /** Whole portions everywhere: the factors are left out, every recipe being one portion. */
  showFactors: boolean;
  onOpenRecipe: (recipe: PlanRecipe) => void;
  onSwap: (day: number, slot: MealSlot, recipe: PlanRecipe) => void;
}

/**
 * The week: one row per day, one button per recipe opening it in full. Each recipe shows the
 * portions the member eats ("1½ ×") and their QIS; the day's total is the API's, the QIS of the
 * exact kcal served (a sum of rounded QIS could leave the range by one).
 */
export function PlanTable({ mealPlans, showFactors, onOpenRecipe, onSwap }: PlanTableProps) {
  const { t } = useTranslation(MEAL_PLAN_NS);
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
                  {recipesOf(day, slot).map(([place, recipe]) => (
                    <RecipeActions
                      key={place}
                      recipe={recipe}
                      slot={place}
                      dayName={t(`days.${WEEKDAYS[index]!}`)}
                      showFactors={showFactors}
                      onOpen={onOpenRecipe}
                      onSwap={(swapped, chosen) => onSwap(index, swapped, chosen)}
                    />
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
