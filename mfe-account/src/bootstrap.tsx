import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneFrame } from '@qis/shared/standalone';
import AccountRoutes from './routes';
import { ACCOUNT_LINKS } from './links';

// The remote on its own, for QA: sign-in against the real API, then every route of the remote.
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <StandaloneFrame appName="QIS Account" links={ACCOUNT_LINKS}>
        <AccountRoutes />
      </StandaloneFrame>
    </StrictMode>,
  );
}
