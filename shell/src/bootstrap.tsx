import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import {
  DEFAULT_LOCALE,
  createAppStore,
  initI18n,
  localeFromPath,
  localizePath,
  selectIsSignedIn,
  stripLocale,
  BrowserRouter,
} from '@qis/shared';
import { captureRemoteOverrides } from './remotes/overrides';
import { App } from './App';
import { preloadFirstScreen } from './routes/screens';
import './app.css';

// The server answers /login, and `/` for a visitor who will end up there, with the login screen
// prerendered (shell/scripts/prerenderLoginPlugin.js). Signed out, the address becomes the login's
// before the first render, as the routes would redirect anyway, so React adopts the markup instead of
// painting it again; signed in, the app renders afresh over it.
function adoptsPrerenderedLogin(container: HTMLElement, signedIn: boolean): boolean {
  if (container.dataset.prerendered !== 'login') return false;
  const { pathname, search, hash } = window.location;
  if (stripLocale(pathname).replace(/\/+$/, '') === '/login') return true;
  if (signedIn) return false;
  window.history.replaceState(
    window.history.state,
    '',
    `${localizePath('/login', pathname)}${search}${hash}`,
  );
  return true;
}

const locale = localeFromPath(window.location.pathname) ?? DEFAULT_LOCALE;
initI18n(locale);
document.documentElement.lang = locale;
// Read before anything can navigate away from the address the QA engineer opened.
captureRemoteOverrides(window.location.search);

// The page's one store: every remote reaches it through the shared react-redux singleton.
const store = createAppStore();
preloadFirstScreen(window.location.pathname, selectIsSignedIn(store.getState()));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const page = (
  <StrictMode>
    <Provider store={store}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </Provider>
  </StrictMode>
);
// The form is already on screen: hydrating it as a transition lets React yield to the browser between
// slices of work instead of holding the main thread (a member can type meanwhile; events are replayed).
if (adoptsPrerenderedLogin(container, selectIsSignedIn(store.getState()))) {
  startTransition(() => {
    hydrateRoot(container, page);
  });
} else createRoot(container).render(page);
