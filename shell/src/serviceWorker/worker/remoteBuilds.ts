// Puts a remote's whole build (manifest, entry and chunks) into the worker's caches, read from its
// mf-manifest.json the way the federation runtime reads it.
import { REGISTRY_CACHE, REMOTE_CHUNK_CACHE, REMOTE_ENTRY_CACHE } from '../cacheNames';

declare const self: ServiceWorkerGlobalScope;

/** The remote whose screens must open without network: the diary's. */
export const OFFLINE_REMOTE = 'mfe-nutrition';

interface Assets {
  js: { sync: string[]; async: string[] };
  css: { sync: string[]; async: string[] };
}

interface FederationManifest {
  metaData: { publicPath?: string; remoteEntry: { name: string; path: string } };
  exposes?: { assets: Assets }[];
  shared?: { assets: Assets }[];
}

export const isRemoteManifest = (url: string) => new URL(url).pathname.endsWith('/mf-manifest.json');

/** Fetches `path` of this site and keeps the answer in `cacheName`; null when it could not. */
async function fetchAndKeep(path: string, cacheName: string): Promise<Response | null> {
  const response = await fetch(path, { cache: 'no-cache', credentials: 'same-origin' });
  if (!response.ok) return null;
  await (await caches.open(cacheName)).put(path, response.clone());
  return response;
}

/** The remote's manifest URL in the registry (kept, with the route tables, for the next reload). */
export async function manifestUrlOf(remote: string): Promise<string | null> {
  const [registry] = await Promise.all([
    fetchAndKeep('/remotes.json', REGISTRY_CACHE),
    fetchAndKeep('/route-tables.json', REGISTRY_CACHE),
  ]);
  const entries = (await registry?.json()) as Record<string, unknown> | undefined;
  const url = entries?.[remote] ?? entries?.[remote.replace(/-/g, '_')];
  return typeof url === 'string' && url !== '' ? new URL(url, self.location.href).href : null;
}

const filesOf = ({ js, css }: Assets) => [...js.sync, ...js.async, ...css.sync, ...css.async];

/**
 * Caches the build that `manifestUrl` describes; `manifest` when the caller has read it already. Chunks
 * already cached are not asked again: their names carry their content's hash.
 */
export async function cacheRemoteBuild(manifestUrl: string, manifest?: FederationManifest): Promise<void> {
  const entries = await caches.open(REMOTE_ENTRY_CACHE);
  let read = manifest;
  if (!read) {
    const response = await fetch(manifestUrl, { cache: 'no-cache' });
    if (!response.ok) return;
    await entries.put(manifestUrl, response.clone());
    read = (await response.json()) as FederationManifest;
  }
  const { publicPath, remoteEntry } = read.metaData;
  // 'auto': the files sit beside the manifest, wherever it is served.
  const base = new URL(!publicPath || publicPath === 'auto' ? '.' : publicPath, manifestUrl);
  const entryPath = remoteEntry.path ? `${remoteEntry.path.replace(/\/$/, '')}/` : '';
  await entries.add(new URL(`${entryPath}${remoteEntry.name}`, base).href);

  const chunks = await caches.open(REMOTE_CHUNK_CACHE);
  const files = [...(read.exposes ?? []), ...(read.shared ?? [])].flatMap(({ assets }) => filesOf(assets));
  const urls = [...new Set(files.map((file) => new URL(file, base).href))];
  const missing = [];
  for (const url of urls) if (!(await chunks.match(url))) missing.push(url);
  await chunks.addAll(missing);
}
