import { remoteOverride } from './overrides';
import { federationName, REMOTE_NAMES, type RemoteName } from './sections';

/** The remote registry: a JSON object of remote name → mf-manifest.json URL, per environment. */
export const REGISTRY_URL = '/remotes.json';

export type Registry = Partial<Record<RemoteName, string>>;

/** Accepts the folder names (`mfe-account`) and the federation names (`mfe_account`) as keys. */
export function parseRegistry(value: unknown): Registry {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new Error(`${REGISTRY_URL} is not a JSON object`);
  }
  const entries = value as Record<string, unknown>;
  const registry: Registry = {};
  for (const remote of REMOTE_NAMES) {
    const url = entries[remote] ?? entries[federationName(remote)];
    if (typeof url === 'string' && url !== '') registry[remote] = url;
  }
  return registry;
}

let pending: Promise<Registry> | null = null;

/** Fetched once per page; a failed fetch is forgotten, so a retry asks again. */
export function fetchRegistry(): Promise<Registry> {
  pending ??= fetch(REGISTRY_URL, { cache: 'no-cache', credentials: 'same-origin' })
    .then(async (response) => {
      if (!response.ok) throw new Error(`${REGISTRY_URL} answered HTTP ${response.status}`);
      return parseRegistry(await response.json());
    })
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}

/** Where a remote's manifest is: the QA override for this session wins over the registry. */
export async function manifestUrlOf(remote: RemoteName): Promise<string> {
  const override = remoteOverride(remote);
  if (override) return override;
  const url = (await fetchRegistry())[remote];
  if (!url) throw new Error(`${REGISTRY_URL} has no entry for ${remote}`);
  return url;
}

/** For tests: forget the fetched registry. */
export function resetRegistryForTests(): void {
  pending = null;
}
