import { lazy } from 'react';
import { useLocalizedPath, Navigate, useParams } from '@qis/shared';
import { RemoteFallback } from '../remotes/RemoteFallback';
import { loadRouteTables, remoteForSection, useRouteTables } from '../remotes/routeTables';
import { PageSpinner } from './PageSpinner';

// The loader and the Module Federation runtime calls stay out of the first paint (/login).
const RemoteSection = lazy(() =>
  import(/* webpackChunkName: "remote-section" */ '../remotes/RemoteSection').then((module) => ({
    default: module.RemoteSection,
  })),
);

/**
 * Every protected path the shell does not own itself. The first segment picks the remote whose
 * published route table has it (the registry's current builds, served with the registry), which then
 * matches the rest with its own routes (and sends its unknown sub-paths to /home). A first segment
 * no table has is an unknown path: it goes to `/`, which leads to /home.
 */
export function ProtectedCatchAll() {
  const { '*': rest = '' } = useParams();
  const localized = useLocalizedPath();
  const routeTables = useRouteTables();
  if (routeTables.status === 'loading') return <PageSpinner />;
  if (routeTables.status === 'failed') {
    return <RemoteFallback onRetry={() => void loadRouteTables({ force: true })} />;
  }
  const remote = remoteForSection(routeTables.tables, rest.split('/')[0] ?? '');
  if (!remote) return <Navigate to={localized('/')} replace />;
  return <RemoteSection remote={remote} />;
}
