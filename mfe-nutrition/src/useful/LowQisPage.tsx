import { ScreenPlaceholder } from '../placeholder/ScreenPlaceholder';
import { USEFUL_NS } from './i18n';

/** /useful/low-qis (spec section 2): the screen is still being built. */
export default function LowQisPage() {
  return <ScreenPlaceholder ns={USEFUL_NS} titleKey="lowQis.title" />;
}
