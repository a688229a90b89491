// Renders nutrition screens the way the portal does: inside a real store from createAppStore(),
// a router whose URL carries the locale, the one toaster, and a probe showing where navigation went.
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { act, render } from '@testing-library/react';
// Only to empty the page's one toast store between tests; the screens themselves toast through @qis/shared.
// eslint-disable-next-line no-restricted-imports
import toast from 'react-hot-toast';
import {
  CSRF_COOKIE,
  STORAGE_KEYS,
  createAppStore,
  i18n,
  initI18n,
  type AppStore,
  type Locale,
  MemoryRouter,
  Route,
  Routes,
  useLocation,
} from '@qis/shared';
import { AppToaster } from '@qis/shared/ui';

const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** A JWT-shaped access token valid for an hour, so the base query does not try to refresh it. */
function validAccessToken(): string {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({ sub: 'member-1', exp })}.signature`;
}

function signIn() {
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.accessToken, validAccessToken());
  localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-token');
  document.cookie = `${CSRF_COOKIE}=csrf-test-token; path=/`;
}

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

interface RenderOptions {
  /** The URL; its first segment is the locale. */
  path?: string;
  /** More routes beside the screen under test, e.g. the one a redirect lands on. */
  extraRoutes?: ReactNode;
  /** A store that already holds state, e.g. to simulate a reload. */
  store?: AppStore;
}

export async function renderWithPortal(
  ui: ReactElement,
  { path = '/fr/meal-plan', extraRoutes, store = createAppStore() }: RenderOptions = {},
) {
  signIn();
  // Toasts live in a module-level store: a toast from an earlier test must not satisfy this one.
  act(() => toast.remove());
  const locale = path.split('/')[1] as Locale;
  initI18n(locale);
  await act(() => i18n.changeLanguage(locale));
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {extraRoutes}
          <Route path="/:locale/*" element={ui} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
      <AppToaster />
    </Provider>,
  );
  return { ...result, store };
}

/** Where the router is now: pathname and query. */
export const currentLocation = (container: ParentNode = document) =>
  container.querySelector('[data-testid="location"]')?.textContent ?? '';
