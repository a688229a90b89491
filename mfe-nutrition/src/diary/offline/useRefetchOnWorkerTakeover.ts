import { useEffect, useRef } from 'react';

/**
 * Calls `refetch` when a service worker starts controlling the page. The page that installs the
 * portal's worker (docs/diary.md#offline) read its day before the worker could keep a copy: asked
 * again through the worker, the day is there for a reload without network.
 */
export function useRefetchOnWorkerTakeover(refetch: () => unknown): void {
  const latest = useRef(refetch);
  useEffect(() => {
    latest.current = refetch;
  }, [refetch]);
  useEffect(() => {
    const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!container) return;
    const takeover = () => void latest.current();
    container.addEventListener('controllerchange', takeover);
    return () => container.removeEventListener('controllerchange', takeover);
  }, []);
}
