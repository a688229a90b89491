import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import {
  createAppStore,
  initI18n,
  localeFromPath,
  DEFAULT_LOCALE,
  type Locale,
  MemoryRouter,
  useLocation,
} from '@qis/shared';

/** Shows where the router is, so tests can assert redirects the way a member sees the address bar. */
export function LocationDisplay() {
  const { pathname, search, hash } = useLocation();
  return <div data-testid="location">{`${pathname}${search}${hash}`}</div>;
}

/** Renders with the page's providers: a fresh store (reading browser storage) and a memory router. */
export function renderWithProviders(
  ui: ReactNode,
  {
    path = '/',
    language,
  }: { path?: string; /** i18next's language before the render */ language?: Locale } = {},
) {
  initI18n(language ?? localeFromPath(path) ?? DEFAULT_LOCALE);
  const store = createAppStore();
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <LocationDisplay />
      </MemoryRouter>
    </Provider>,
  );
  return { store, ...result };
}
