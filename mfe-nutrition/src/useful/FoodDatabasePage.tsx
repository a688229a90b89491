import { ScreenPlaceholder } from '../placeholder/ScreenPlaceholder';
import { USEFUL_NS } from './i18n';

/** /useful/food-database (spec section 2): the screen is still being built. */
export default function FoodDatabasePage() {
  return <ScreenPlaceholder ns={USEFUL_NS} titleKey="foodDatabase.title" />;
}
