import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { initI18n } from '../i18n/i18n';
import { DEFAULT_LOCALE, localeFromPath } from '../i18n/locales';
import { createAppStore } from '../store/createStore';
import { AppToaster } from '../ui/toast/AppToaster';
import { FrameBody } from './FrameBody';
import type { StandaloneLink } from './types';
import './standalone.css';

export interface StandaloneFrameProps {
  /** Shown in the frame's header and sign-in page, e.g. "QIS Fitness". */
  appName: string;
  links: StandaloneLink[];
  /** The remote's routes component. */
  children: ReactNode;
}

/**
 * A remote on its own, for QA: its own store, router, i18n and toaster, a sign-in against the real API,
 * and a minimal header. Inside the portal the shell provides all of this instead.
 */
export function StandaloneFrame({ appName, links, children }: StandaloneFrameProps) {
  const [store] = useState(createAppStore);
  const [i18n] = useState(() => initI18n(localeFromPath(window.location.pathname) ?? DEFAULT_LOCALE));
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <BrowserRouter>
          <AppToaster />
          <FrameBody appName={appName} links={links}>
            {children}
          </FrameBody>
        </BrowserRouter>
      </I18nextProvider>
    </Provider>
  );
}
