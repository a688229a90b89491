import {
  DEFAULT_LOCALE,
  initI18n,
  localeFromPath,
  localizePath,
  readStoredSession,
  stripLocale,
} from '@qis/shared/sign-in';
import { applyLocale } from './language/applyLocale';
import { loadPortal } from './loadPortal';
import { captureRemoteOverrides } from './remotes/overrides';
import { preloadFirstScreen } from './routes/screens';
import { registerServiceWorker } from './serviceWorker/register';
// The page's base styles (colours, type, buttons), for the login shown first as for the portal.
import './app.css';

// Two ways into the page. A visitor without a session on the prerendered login gets the login alone
// (its chunk: React, i18next and the form); everyone else gets the portal (the store, RTK Query, the
// router and the routes). The chunk names are the prerender's (shell/scripts/prerenderLoginPlugin.js).
// React DOM is started by either chunk, not here: its evaluation then runs in the chunk's own task
// instead of lengthening this one, which the page's first long task would otherwise be.
const loadLoginFirst = () => import(/* webpackChunkName: "login" */ './login/LoginBeforePortal');

// The server answers /login, and `/` for a visitor who will end up there, with the login screen
// prerendered. Signed out, the address becomes the login's before the first render, as the portal's
// routes would redirect anyway, so React adopts the markup instead of painting it again; signed in,
// the portal renders afresh over it.
function showsPrerenderedLogin(container: HTMLElement, signedIn: boolean): boolean {
  if (container.dataset.prerendered !== 'login' || signedIn) return false;
  const { pathname, search, hash } = window.location;
  if (stripLocale(pathname).replace(/\/+$/, '') !== '/login') {
    window.history.replaceState(
      window.history.state,
      '',
      `${localizePath('/login', pathname)}${search}${hash}`,
    );
  }
  return true;
}

const locale = localeFromPath(window.location.pathname) ?? DEFAULT_LOCALE;
initI18n(locale);
applyLocale(locale);
// Read before anything can navigate away from the address the QA engineer opened.
captureRemoteOverrides(window.location.search);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const signedIn = readStoredSession().accessToken !== null;
if (showsPrerenderedLogin(container, signedIn)) {
  void loadLoginFirst().then(({ startLoginFirst }) => startLoginFirst(container));
} else {
  // The address's own screen downloads beside the portal instead of after it has started.
  preloadFirstScreen(window.location.pathname, signedIn);
  void loadPortal().then(({ renderPortal }) => renderPortal(container));
}

// The diary opens without network (docs/diary.md#offline): production builds only.
registerServiceWorker();
