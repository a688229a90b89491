import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import './federationHost';
import { assertLoadable } from './buildCheck';
import { manifestUrlOf } from './registry';
import { federationName, type RemoteName } from './sections';

/** What each remote exposes as `./routes`: a component rendering its <Routes>. */
interface RoutesModule {
  default?: ComponentType;
}

/** The manifest URL each remote was registered with on this page. */
const registered = new Map<RemoteName, string>();

/**
 * Registers the remote at its current manifest URL and loads its `./routes` module, unless its build
 * is refused (RemoteRefusedError: incompatible with this shell, by the server's check or, for a QA
 * override, the shell's own).
 * `force` is a retry: the runtime caches a failed manifest or entry, so the remote is registered
 * again with `force: true`, which drops those caches and fetches everything anew.
 */
export async function loadRemoteRoutes(remote: RemoteName, { force = false } = {}): Promise<ComponentType> {
  const entry = await manifestUrlOf(remote);
  await assertLoadable(remote, entry);
  const name = federationName(remote);
  const previous = registered.get(remote);
  if (previous === undefined || previous !== entry || force) {
    registerRemotes([{ name, entry }], { force: previous !== undefined });
    registered.set(remote, entry);
  }
  const module = await loadRemote<RoutesModule>(`${name}/routes`);
  if (!module?.default) throw new Error(`${name}/routes has no default export`);
  return module.default;
}

/** For tests: forget the registrations of this page. */
export function resetRegistrationsForTests(): void {
  registered.clear();
}
