import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneFrame } from '@qis/shared/standalone';
import AccountRoutes from './routes';
import { PROFILE_NS } from './profile/i18n';
import { CONTACT_NS } from './contact/i18n';

/** The remote on its own, for QA: sign-in against the real API, then every route of the remote. */
const links = [
  { to: '/profile', labelKey: 'title', ns: PROFILE_NS },
  { to: '/contact', labelKey: 'title', ns: CONTACT_NS },
];

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <StandaloneFrame appName="QIS Account" links={links}>
        <AccountRoutes />
      </StandaloneFrame>
    </StrictMode>,
  );
}
