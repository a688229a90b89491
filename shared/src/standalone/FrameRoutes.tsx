import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { SUPPORTED_LOCALES } from '../i18n/locales';
import { FrameHome } from './FrameHome';
import type { StandaloneLink } from './types';

interface FrameRoutesProps {
  appName: string;
  links: StandaloneLink[];
  children: ReactNode;
}

/**
 * Mounts the remote's routes the way the shell does: under the URL's locale segment when there is one,
 * so the remote's relative paths ("gym") match /gym and /fr/gym alike. /home belongs to the shell in the
 * portal; here the frame answers it, so the remotes' fallback redirect to /home lands somewhere.
 */
export function FrameRoutes({ appName, links, children }: FrameRoutesProps) {
  const inner = (
    <Routes>
      <Route path="home" element={<FrameHome appName={appName} links={links} />} />
      <Route path="*" element={children} />
    </Routes>
  );
  return (
    <Routes>
      {SUPPORTED_LOCALES.map((locale) => (
        <Route key={locale} path={`${locale}/*`} element={inner} />
      ))}
      <Route path="*" element={inner} />
    </Routes>
  );
}
