import path from 'node:path';

/** Files whose URL stays the same from build to build: the browser must check them each time. */
const ENTRY_FILES = new Set(['index.html', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js']);

/** `name.[8 hex].ext` (rspack's [contenthash:8]), and its source map. */
const CONTENT_HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+(\.map)?$/i;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

/**
 * Content-hashed files never change under their name: cache them for a year. Everything else
 * (entry points, the manifests, unhashed media) is revalidated on every use, so a new deployment
 * is picked up at once.
 */
export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (ENTRY_FILES.has(name)) return NO_CACHE;
  return CONTENT_HASHED.test(name) ? IMMUTABLE : NO_CACHE;
}
