import { Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import { useLocalizedPath } from '../i18n/useLocale';
import { Spinner } from '../ui/spinner/Spinner';
import type { RouteTable } from './routeTable';

export interface TableRoutesProps<Screen extends string> {
  table: RouteTable<Screen>;
  /** Each screen the table names, usually `lazy(() => import(…))` so each is its own chunk. */
  screens: Readonly<Record<Screen, ComponentType>>;
}

/**
 * A remote's `<Routes>` from its route table, relative to the locale base the shell (or the standalone
 * frame) mounts them under. A path the table does not know sends the member to /home in their locale.
 */
export function TableRoutes<Screen extends string>({ table, screens }: TableRoutesProps<Screen>) {
  const localized = useLocalizedPath();
  const { t } = useTranslation('common');
  return (
    <Suspense fallback={<Spinner label={t('loading')} />}>
      <Routes>
        {table.routes.map(({ path, screen }) => {
          const Screen: ComponentType = screens[screen];
          return <Route key={path} path={path} element={<Screen />} />;
        })}
        <Route path="*" element={<Navigate to={localized('/home')} replace />} />
      </Routes>
    </Suspense>
  );
}
