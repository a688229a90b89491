import { Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner, useLocation } from '@qis/shared';
import { REMOTES_NS } from './i18n';
import { forgetRemote, remoteRoutesComponent } from './remoteComponents';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteFallback } from './RemoteFallback';
import { RemoteRefusedError } from './buildCheck';
import { loadRouteTables } from './routeTables';
import type { RemoteName } from './sections';
import './remotes.css';

/**
 * One remote's part of the protected area. Its routes are relative to the locale base, as in its
 * standalone frame: the shell mounts it under the catch-all route, which leaves the whole path.
 */
export function RemoteSection({ remote }: { remote: RemoteName }) {
  const { t } = useTranslation(REMOTES_NS);
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    forgetRemote(remote);
    // The server may have checked a new build meanwhile: its verdict comes with the tables.
    void loadRouteTables({ force: true }).finally(() => setAttempt((value) => value + 1));
  }, [remote]);
  const RemoteRoutes = remoteRoutesComponent(remote);

  return (
    <RemoteErrorBoundary
      key={`${remote}#${attempt}`}
      remote={remote}
      resetKey={pathname}
      fallback={(error) => (
        <RemoteFallback
          onRetry={retry}
          {...(error instanceof RemoteRefusedError ? { problems: error.problems } : {})}
        />
      )}
    >
      <Suspense
        fallback={
          <div className="shell-remote-loading">
            <Spinner label={t('loading')} />
          </div>
        }
      >
        <RemoteRoutes />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
