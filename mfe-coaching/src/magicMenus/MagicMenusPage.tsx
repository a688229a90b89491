import { ScreenPlaceholder } from '../placeholder/ScreenPlaceholder';
import { MAGIC_MENUS_NS } from './i18n';

/** /magic-menus (spec section 2): the screen is still being built. */
export default function MagicMenusPage() {
  return <ScreenPlaceholder ns={MAGIC_MENUS_NS} titleKey="title" />;
}
