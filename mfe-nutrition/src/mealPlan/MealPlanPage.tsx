import { ScreenPlaceholder } from '../placeholder/ScreenPlaceholder';
import { MEAL_PLAN_NS } from './i18n';

/** /meal-plan (spec section 2): the screen is still being built. */
export default function MealPlanPage() {
  return <ScreenPlaceholder ns={MEAL_PLAN_NS} titleKey="create.title" />;
}
