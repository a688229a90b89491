// Renders account screens the way the portal does: inside a real store from createAppStore(),
// a router whose URL carries the locale, and the one toaster.
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
  type Locale,
  type User,
  MemoryRouter,
  Route,
  Routes,
} from '@qis/shared';
import { AppToaster } from '@qis/shared/ui';
import { DEMO_USER } from './fakeApi';

const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** A JWT-shaped access token that stays valid for an hour, so the base query does not try to refresh it. */
export function validAccessToken(): string {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({ sub: 'member-1', exp })}.signature`;
}

/** Puts a signed-in member in browser storage, where the session slice reads it at store creation. */
export function signIn(user: User | null = DEMO_USER) {
  localStorage.clear();
  if (user) localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  localStorage.setItem(STORAGE_KEYS.accessToken, validAccessToken());
  localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-token');
  document.cookie = `${CSRF_COOKIE}=csrf-test-token; path=/`;
}

interface RenderOptions {
  /** The URL; its first segment is the locale. */
  path?: string;
  user?: User | null;
  /** More routes beside the screen under test, e.g. the shell's /home a redirect lands on. */
  extraRoutes?: ReactNode;
}

export async function renderWithPortal(
  ui: ReactElement,
  { path = '/fr/profile', user = DEMO_USER, extraRoutes }: RenderOptions = {},
) {
  signIn(user);
  // Toasts live in a module-level store: a toast from an earlier test must not satisfy this one.
  act(() => toast.remove());
  const locale = path.split('/')[1] as Locale;
  initI18n(locale);
  await i18n.changeLanguage(locale);
  const store = createAppStore();
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {extraRoutes}
          <Route path="/:locale/*" element={ui} />
          <Route path="*" element={ui} />
        </Routes>
      </MemoryRouter>
      <AppToaster />
    </Provider>,
  );
  return { ...result, store };
}
