import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner, useLocalizedPath, Navigate, Route, Routes } from '@qis/shared';
// Registered eagerly: the shell's menu and the standalone frame name these screens before they load.
import './placeholder/i18n';
import './gym/i18n';

// Each screen is its own chunk, downloaded when its route first opens.
const GymPage = lazy(() => import('./gym/GymPage'));
const GuidedWorkoutPage = lazy(() => import('./workout/GuidedWorkoutPage'));

/** The fitness remote's routes, relative to the locale base the shell (or the standalone frame) mounts them under. */
export default function FitnessRoutes() {
  const localized = useLocalizedPath();
  const { t } = useTranslation('common');
  return (
    <Suspense fallback={<Spinner label={t('loading')} />}>
      <Routes>
        <Route path="gym" element={<GymPage />} />
        <Route path="gym/workout/:id" element={<GuidedWorkoutPage />} />
        <Route path="*" element={<Navigate to={localized('/home')} replace />} />
      </Routes>
    </Suspense>
  );
}
