import { StrictMode, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, createAppStore } from '@qis/shared';
import { App } from './App';
import { clearMemberCacheOnSignOut } from './serviceWorker/clearOnSignOut';

/**
 * The portal: the page's one store (every remote reaches it through the shared react-redux
 * singleton), the router and the shell's routes. Its chunk carries the store, RTK Query and the
 * router, which the login shown first does without. The store reads the session from browser storage,
 * where a sign-in just before left it.
 */
export function portalElement(): ReactElement {
  const store = createAppStore();
  // The service worker's copy of the member's diary never outlives their session.
  clearMemberCacheOnSignOut(store);
  return (
    <StrictMode>
      <Provider store={store}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </Provider>
    </StrictMode>
  );
}

/** Renders the portal afresh in `container` (over the prerendered login, if any). */
export function renderPortal(container: HTMLElement): void {
  createRoot(container).render(portalElement());
}
