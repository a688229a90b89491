import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner, useLocalizedPath, Navigate, Route, Routes } from '@qis/shared';
// Registered eagerly: the shell's menu and the standalone frame name these pages before they load.
import './profile/i18n';
import './contact/i18n';

// Each page is its own chunk: the shell downloads the chart library only when /profile opens.
const ProfilePage = lazy(() => import('./profile/ProfilePage'));
const ContactPage = lazy(() => import('./contact/ContactPage'));

/** The account remote's routes, relative to the locale base the shell (or the standalone frame) mounts them under. */
export default function AccountRoutes() {
  const localized = useLocalizedPath();
  const { t } = useTranslation('common');
  return (
    <Suspense fallback={<Spinner label={t('loading')} />}>
      <Routes>
        <Route path="profile" element={<ProfilePage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="*" element={<Navigate to={localized('/home')} replace />} />
      </Routes>
    </Suspense>
  );
}
