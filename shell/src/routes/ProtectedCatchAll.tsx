import { lazy } from 'react';
import { useLocalizedPath, Navigate, useParams } from '@qis/shared';
import { remoteForSection } from '../remotes/sections';

// The loader and the Module Federation runtime calls stay out of the first paint (/login).
const RemoteSection = lazy(() =>
  import(/* webpackChunkName: "remote-section" */ '../remotes/RemoteSection').then((module) => ({
    default: module.RemoteSection,
  })),
);

/**
 * Every protected path the shell does not own itself. The first segment picks the remote, which
 * then matches the rest with its own routes (and sends its unknown sub-paths to /home). A first
 * segment no remote owns is an unknown path: it goes to `/`, which leads to /home.
 */
export function ProtectedCatchAll() {
  const { '*': rest = '' } = useParams();
  const localized = useLocalizedPath();
  const remote = remoteForSection(rest.split('/')[0] ?? '');
  if (!remote) return <Navigate to={localized('/')} replace />;
  return <RemoteSection remote={remote} />;
}
