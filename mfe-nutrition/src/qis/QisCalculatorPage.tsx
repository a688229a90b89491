import { ScreenPlaceholder } from '../placeholder/ScreenPlaceholder';
import { QIS_NS } from './i18n';

/** /qis/calculator (spec section 2): the screen is still being built. */
export default function QisCalculatorPage() {
  return <ScreenPlaceholder ns={QIS_NS} titleKey="calculator.title" />;
}
