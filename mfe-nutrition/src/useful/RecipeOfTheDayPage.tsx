import { ScreenPlaceholder } from '../placeholder/ScreenPlaceholder';
import { USEFUL_NS } from './i18n';

/** /useful/recipe-of-the-day (spec section 2): the screen is still being built. */
export default function RecipeOfTheDayPage() {
  return <ScreenPlaceholder ns={USEFUL_NS} titleKey="recipeOfTheDay.title" />;
}
