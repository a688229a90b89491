import { ScreenPlaceholder } from '../placeholder/ScreenPlaceholder';
import { QIS_NS } from './i18n';

/** /qis/what-is-qis (spec section 2): the screen is still being built. */
export default function WhatIsQisPage() {
  return <ScreenPlaceholder ns={QIS_NS} titleKey="whatIsQis.title" />;
}
