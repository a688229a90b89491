// Mounts a remote's exposed `./routes` component the way the shell does: under each locale base
// ('/', '/en', '/fr', …), beside the shell's own /home, so the remote sees the whole path and its
// unknown sub-paths can send the member home.
import type { ComponentType } from 'react';
import { Route, Routes } from '../router';
import { SUPPORTED_LOCALES } from '../i18n/locales';
import { preparePortal, renderInPortal, type PortalOptions } from './renderWithPortal';

/** The shell's locale bases: every route exists with and without a locale segment. */
const LOCALE_BASES = ['/', ...SUPPORTED_LOCALES.map((locale) => `/${locale}`)];

/** What the shell's /home shows here: a heading tests can wait for. */
export const SHELL_HOME_HEADING = 'Shell home';

export function renderRemoteRoutes(
  RemoteRoutes: ComponentType,
  options: Omit<PortalOptions, 'bare' | 'extraRoutes'> & { path: string },
) {
  const { path, toaster = true } = options;
  const store = preparePortal(options);
  return renderInPortal(
    store,
    { path, toaster },
    <Routes>
      {LOCALE_BASES.map((base) => (
        <Route key={base} path={base}>
          <Route path="home" element={<h1>{SHELL_HOME_HEADING}</h1>} />
          <Route path="*" element={<RemoteRoutes />} />
        </Route>
      ))}
    </Routes>,
  );
}
