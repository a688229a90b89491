import { Suspense, useCallback, useState } from 'react';
import { Outlet } from '@qis/shared';
import { useTranslation } from 'react-i18next';
import { AppToaster, OfflineNotice } from '@qis/shared/ui';
import { PageSpinner } from '../routes/PageSpinner';
import { Footer } from './Footer';
import { Header } from './Header';
import { LAYOUT_NS } from './i18n';
import { SideMenu } from './SideMenu';
import './layout.css';

const MENU_ID = 'shell-side-menu';
const MAIN_ID = 'shell-main';

/** The page shell around every protected screen: header, side menu, the screen, footer. */
export function Layout() {
  const { t } = useTranslation(LAYOUT_NS);
  // Only small screens use this: on large ones the menu is always shown (layout.css).
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleMenu = useCallback(() => setMenuOpen((open) => !open), []);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  return (
    <div className="shell-layout">
      <a className="shell-skip-link no-print" href={`#${MAIN_ID}`}>
        {t('skipToContent')}
      </a>
      <Header menuId={MENU_ID} menuOpen={menuOpen} onToggleMenu={toggleMenu} />
      <OfflineNotice />
      <div className="shell-layout__body">
        <SideMenu id={MENU_ID} open={menuOpen} onNavigate={closeMenu} />
        <main id={MAIN_ID} className="shell-layout__main" tabIndex={-1}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <Footer />
      {/* Toasts only come from signed-in screens; mounting the toaster here keeps the UI kit out of /login. */}
      <AppToaster />
    </div>
  );
}
