import { CONTRACT_VERSION, inspectRemoteBuild, type ShellOffer } from '@qis/contract';
import { remoteOverride } from './overrides';
import { loadRouteTables, routeTablesNow } from './routeTables';
import type { RemoteName } from './sections';

// The singletons this shell's build provides (rspack.base.js): what a remote's build may ask of it.
declare const __SHARED_VERSIONS__: Readonly<Record<string, string>>;

/** A build the shell will not load: `problems` says why, one line each. */
export class RemoteRefusedError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly problems: readonly string[],
  ) {
    super(`${remote} refused: ${problems.join('; ')}`);
    this.name = 'RemoteRefusedError';
  }
}

const shellOffer = (): ShellOffer => ({ contractVersion: CONTRACT_VERSION, shared: __SHARED_VERSIONS__ });

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url, { cache: 'no-cache', credentials: 'omit' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.text();
}

/**
 * Throws RemoteRefusedError when the build at `manifestUrl` must not be loaded: a QA override is
 * checked here against this shell (the exact incompatibilities); a registry entry was checked by the
 * server, whose verdict comes with the route tables.
 */
export async function assertLoadable(remote: RemoteName, manifestUrl: string): Promise<void> {
  if (remoteOverride(remote) === manifestUrl) {
    const absolute = new URL(manifestUrl, window.location.href).href;
    const { problems } = await inspectRemoteBuild(remote, absolute, fetchText, shellOffer());
    if (problems.length > 0) throw new RemoteRefusedError(remote, problems);
    return;
  }
  await loadRouteTables();
  const status = routeTablesNow()?.[remote];
  if (status && status.manifest === manifestUrl && !status.compatible) {
    throw new RemoteRefusedError(remote, status.problems);
  }
}
