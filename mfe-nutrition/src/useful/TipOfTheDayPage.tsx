import { ScreenPlaceholder } from '../placeholder/ScreenPlaceholder';
import { USEFUL_NS } from './i18n';

/** /useful/tip-of-the-day (spec section 2): the screen is still being built. */
export default function TipOfTheDayPage() {
  return <ScreenPlaceholder ns={USEFUL_NS} titleKey="tipOfTheDay.title" />;
}
