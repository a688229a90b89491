import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemoteRoutes } from './loadRemoteRoutes';
import type { RemoteName } from './sections';

type RemoteRoutes = LazyExoticComponent<ComponentType>;

// One lazy component per remote for the page's lifetime: a remote loaded once renders at once
// the next time its section opens.
const components = new Map<RemoteName, RemoteRoutes>();
/** Remotes whose last load or render failed: their next load starts from scratch. */
const needsFreshLoad = new Set<RemoteName>();

export function remoteRoutesComponent(remote: RemoteName): RemoteRoutes {
  let component = components.get(remote);
  if (!component) {
    const force = needsFreshLoad.has(remote);
    component = lazy(() =>
      loadRemoteRoutes(remote, { force }).then(
        (Routes) => {
          needsFreshLoad.delete(remote);
          return { default: Routes };
        },
        (error: unknown) => {
          // React.lazy keeps a rejection forever: drop it so the next mount tries again.
          components.delete(remote);
          needsFreshLoad.add(remote);
          throw error;
        },
      ),
    );
    components.set(remote, component);
  }
  return component;
}

/** The Retry button: the next render loads the remote anew (also after it loaded, then crashed). */
export function forgetRemote(remote: RemoteName): void {
  components.delete(remote);
  needsFreshLoad.add(remote);
}

/** For tests: forget every loaded remote. */
export function resetRemoteComponentsForTests(): void {
  components.clear();
  needsFreshLoad.clear();
}
