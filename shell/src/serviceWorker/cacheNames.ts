// The service worker's runtime caches (shell/src/serviceWorker/worker/sw.ts). The page reads them too:
// it empties the member's cache when the session ends (clearOnSignOut.ts).

/** GET /api/diary/…, /api/my-foods and /api/my-recipes answers of the signed-in member, for a reload without network. */
export const MEMBER_API_CACHE = 'qis-member-diary-api';
/** /remotes.json and /route-tables.json, asked of the network first so a new build is seen at once. */
export const REGISTRY_CACHE = 'qis-portal-registry';
/** Each remote's mf-manifest.json and remoteEntry.js: the same URL from build to build, network first. */
export const REMOTE_ENTRY_CACHE = 'qis-remote-entries';
/** Content-hashed chunks of the remotes: a name never changes content, so the cache answers first. */
export const REMOTE_CHUNK_CACHE = 'qis-remote-chunks';
/** The worker's script, served from the shell's root so that its scope is the whole portal. */
export const SERVICE_WORKER_URL = '/sw.js';
