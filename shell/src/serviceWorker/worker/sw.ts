// The portal's service worker: the diary opens without network (docs/diary.md#offline). Built by
// shell/scripts/serviceWorkerPlugin.js, which injects the shell build's precache manifest with
// workbox-build. It serves what a member needs to reload a diary day in a basement; everything else
// goes to the network as if there were no worker.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  PrecacheFallbackPlugin,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { MEMBER_API_CACHE, REGISTRY_CACHE, REMOTE_CHUNK_CACHE, REMOTE_ENTRY_CACHE } from '../cacheNames';
import { cacheRemoteBuild, isRemoteManifest, manifestUrlOf, OFFLINE_REMOTE } from './remoteBuilds';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

// A new shell build takes over at once: its pages are asked of the network first anyway, and the
// chunks of the build a page started with stay reachable through the network.
void self.skipWaiting();
clientsClaim();

// The shell's own files, keyed by their revision: a new build replaces exactly what changed. No
// directory index nor clean URLs: `/` is the server's to answer (the prerendered login or the portal).
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

// Pages: the server's answer when there is one (it tells the prerendered login from the portal by the
// session cookie); without network, the portal's page, whose router takes the address from there.
registerRoute(
  new NavigationRoute(
    new NetworkOnly({ plugins: [new PrecacheFallbackPlugin({ fallbackURL: '/index.html' })] }),
    { denylist: [/^\/(api|remotes)\//] },
  ),
);

const sameOrigin = (url: URL) => url.origin === self.location.origin;
const okOnly = new CacheableResponsePlugin({ statuses: [200] });

// The registry and the route tables: a new remote build is seen at the first visit with network.
registerRoute(
  ({ url }) => sameOrigin(url) && (url.pathname === '/remotes.json' || url.pathname === '/route-tables.json'),
  new NetworkFirst({ cacheName: REGISTRY_CACHE, plugins: [okOnly] }),
);

// A remote's manifest and entry keep their URL from build to build: network first. A manifest that
// changed brings its build's chunks into the cache, so the next reload without network has them all.
registerRoute(
  ({ url }) =>
    /\/(mf-manifest\.json|remoteEntry\.js|remote-contract\.json|route-table\.json)$/.test(url.pathname),
  new NetworkFirst({
    cacheName: REMOTE_ENTRY_CACHE,
    plugins: [
      okOnly,
      {
        cacheDidUpdate: async ({ request, newResponse, oldResponse }) => {
          if (!isRemoteManifest(request.url)) return;
          const [before, after] = await Promise.all([
            oldResponse?.clone().text(),
            newResponse.clone().text(),
          ]);
          if (before !== after) await cacheRemoteBuild(request.url, JSON.parse(after)).catch(() => undefined);
        },
      },
    ],
  }),
);

// Content-hashed chunks outside the shell's precache (the remotes'): a name never changes content.
registerRoute(
  ({ url, request }) =>
    /\.[0-9a-f]{8}\.(js|css)$/.test(url.pathname) &&
    (request.destination === 'script' || request.destination === 'style'),
  new CacheFirst({
    cacheName: REMOTE_CHUNK_CACHE,
    plugins: [okOnly, new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true })],
  }),
);

// The member's diary answers, and their own foods and recipes (the diary links to them, the recipe
// form and "My foods" list them): always the network's when it answers, the last one read without it.
// The page empties this cache when the session ends (../clearOnSignOut.ts): never another member's.
const MEMBER_GETS = /^\/api\/(diary|my-foods|my-recipes)(\/|$)/;
registerRoute(
  ({ url, request }) => sameOrigin(url) && request.method === 'GET' && MEMBER_GETS.test(url.pathname),
  new NetworkFirst({ cacheName: MEMBER_API_CACHE, plugins: [okOnly] }),
);

// The page that installs the worker loaded the nutrition remote before the worker could see it: its
// build is cached now, so the first reload without network already finds the diary.
self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const manifestUrl = await manifestUrlOf(OFFLINE_REMOTE);
      if (manifestUrl) await cacheRemoteBuild(manifestUrl);
    })().catch(() => undefined),
  );
});
