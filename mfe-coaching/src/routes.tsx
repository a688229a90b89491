import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner, useLocalizedPath, Navigate, Route, Routes } from '@qis/shared';
// Registered eagerly: the shell's menu and the standalone frame name these screens before they load.
import './chat/i18n';
import './magicMenus/i18n';

// Each screen is its own chunk, downloaded when its route first opens.
const ChatPage = lazy(() => import('./chat/ChatPage'));
const MagicMenusPage = lazy(() => import('./magicMenus/MagicMenusPage'));

/** The coaching remote's routes, relative to the locale base the shell (or the standalone frame) mounts them under. */
export default function CoachingRoutes() {
  const localized = useLocalizedPath();
  const { t } = useTranslation('common');
  return (
    <Suspense fallback={<Spinner label={t('loading')} />}>
      <Routes>
        <Route path="chat" element={<ChatPage />} />
        <Route path="magic-menus" element={<MagicMenusPage />} />
        <Route path="*" element={<Navigate to={localized('/home')} replace />} />
      </Routes>
    </Suspense>
  );
}
