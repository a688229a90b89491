// Renders a screen the way the portal does: a real store from createAppStore(), a router whose URL
// carries the locale, the page's one i18next instance in that locale, and the one toaster.
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { act, render } from '@testing-library/react';
import toast from 'react-hot-toast';
import { MemoryRouter, Route, Routes, useLocation } from '../router';
import { initI18n } from '../i18n/i18n';
import { DEFAULT_LOCALE, localeFromPath } from '../i18n/locales';
import type { Locale } from '@qis/contract';
import { createAppStore, type AppStore } from '../store/createStore';
import { AppToaster } from '../ui/toast/AppToaster';
import { setCsrfCookie, storeSession, type StoredSessionSeed } from './session';

/** Shows where the router is (path, query, hash), as the address bar would. */
export function LocationProbe() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="location">{`${pathname}${search}${hash}`}</p>;
}

/** Where the router is now, read from the probe every render of the kit shows. */
export const currentLocation = (container: ParentNode = document): string =>
  container.querySelector('[data-testid="location"]')?.textContent ?? '';

export interface PortalOptions {
  /** The URL the router starts at; its first segment picks the locale (default '/en/home'). */
  path?: string;
  /** i18next's language; default: the locale of `path`, else English. */
  locale?: Locale;
  /**
   * Who is signed in. Default: the demo member with a valid token and the CSRF cookie, localStorage
   * emptied first. An object changes parts of that session; false leaves browser storage
   * and cookies as the test prepared them (signed out unless it stored a session).
   */
  signIn?: boolean | StoredSessionSeed;
  /** More routes beside the screen, e.g. the one a redirect lands on. */
  extraRoutes?: ReactNode;
  /** The element holds its own <Routes>: render it as given instead of under '/:locale/*'. */
  bare?: boolean;
  /** A store that already holds state, e.g. to simulate a reload. */
  store?: AppStore;
  /** The portal's toaster (default true); screens rendered inside the shell's layout bring their own. */
  toaster?: boolean;
}

/** Prepares browser storage, cookies, toasts and the language, and answers the store to render with. */
export function preparePortal({
  path = '/en/home',
  locale,
  signIn = true,
  store,
}: PortalOptions = {}): AppStore {
  if (signIn !== false) {
    // sessionStorage is left alone: a test may have put a screen's state there to simulate a reload.
    localStorage.clear();
    storeSession(signIn === true ? {} : signIn);
    setCsrfCookie();
  }
  // Toasts live in a module-level store: a toast from an earlier test must not satisfy this one.
  act(() => toast.remove());
  // i18next is initialised synchronously (initAsync: false), so the language is set on return.
  act(() => {
    initI18n(locale ?? localeFromPath(path) ?? DEFAULT_LOCALE);
  });
  // Created after the storage is prepared: the session slice reads it at creation.
  return store ?? createAppStore();
}

/** The portal's frame around what a test renders: the store, a router at `path`, the location probe, the toaster. */
export function renderInPortal(
  store: AppStore,
  { path, toaster }: { path: string; toaster: boolean },
  children: ReactNode,
) {
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        {children}
        <LocationProbe />
      </MemoryRouter>
      {toaster && <AppToaster />}
    </Provider>,
  );
  return { ...result, store };
}

export function renderWithPortal(ui: ReactElement, options: PortalOptions = {}) {
  const { path = '/en/home', extraRoutes, bare = false, toaster = true } = options;
  const store = preparePortal(options);
  return renderInPortal(
    store,
    { path, toaster },
    bare ? (
      ui
    ) : (
      <Routes>
        {extraRoutes}
        <Route path="/:locale/*" element={ui} />
        <Route path="*" element={ui} />
      </Routes>
    ),
  );
}
