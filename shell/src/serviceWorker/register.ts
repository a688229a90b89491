import { SERVICE_WORKER_URL } from './cacheNames';

/**
 * Registers the portal's service worker, in the production build only: the development servers and
 * jest have no sw.js, and a worker there would serve yesterday's files to a developer. Registered once
 * the page has loaded, so its precache downloads after what the member waits for (the prerendered
 * login's first paint included). The remotes' standalone frames never call this: only the shell does.
 */
export function registerServiceWorker(
  navigatorLike: Pick<Navigator, 'serviceWorker'> | undefined = globalThis.navigator,
  mode: string | undefined = process.env.NODE_ENV,
): void {
  if (mode !== 'production' || !navigatorLike || !('serviceWorker' in navigatorLike)) return;
  const register = () => {
    navigatorLike.serviceWorker.register(SERVICE_WORKER_URL).catch((error: unknown) => {
      // Without a worker the portal works as before, only not offline.
      console.warn('The service worker could not be registered:', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
