import { ScreenPlaceholder } from '../placeholder/ScreenPlaceholder';
import { MEAL_PLAN_NS } from './i18n';

/** /meal-plan/results (spec section 2): the screen is still being built. */
export default function MealPlanResultsPage() {
  return <ScreenPlaceholder ns={MEAL_PLAN_NS} titleKey="results.title" />;
}
