import { ScreenPlaceholder } from '../placeholder/ScreenPlaceholder';
import { GYM_NS } from './i18n';

/** /gym (spec section 2): the screen is still being built. */
export default function GymPage() {
  return <ScreenPlaceholder ns={GYM_NS} titleKey="title" />;
}
