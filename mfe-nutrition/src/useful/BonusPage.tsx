import { ScreenPlaceholder } from '../placeholder/ScreenPlaceholder';
import { USEFUL_NS } from './i18n';

/** /useful/bonus (spec section 2): the screen is still being built. */
export default function BonusPage() {
  return <ScreenPlaceholder ns={USEFUL_NS} titleKey="bonus.title" />;
}
