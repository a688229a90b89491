import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import {
  DEFAULT_LOCALE,
  createAppStore,
  initI18n,
  localeFromPath,
  selectIsSignedIn,
  BrowserRouter,
} from '@qis/shared';
import { captureRemoteOverrides } from './remotes/overrides';
import { App } from './App';
import { preloadFirstScreen } from './routes/screens';
import './app.css';

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

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </Provider>
  </StrictMode>,
);
