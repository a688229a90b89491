import { ScreenPlaceholder } from '../placeholder/ScreenPlaceholder';
import { USEFUL_NS } from './i18n';

/** /useful/cholesterol-free (spec section 2): the screen is still being built. */
export default function CholesterolFreePage() {
  return <ScreenPlaceholder ns={USEFUL_NS} titleKey="cholesterolFree.title" />;
}
