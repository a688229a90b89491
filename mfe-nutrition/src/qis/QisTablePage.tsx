import { ScreenPlaceholder } from '../placeholder/ScreenPlaceholder';
import { QIS_NS } from './i18n';

/** /qis/table (spec section 2): the screen is still being built. */
export default function QisTablePage() {
  return <ScreenPlaceholder ns={QIS_NS} titleKey="table.title" />;
}
