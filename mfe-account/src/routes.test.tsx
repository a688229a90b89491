import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { i18n, Route, useLocation } from '@qis/shared';
import { installFakeApi, type FakeApi } from './test/fakeApi';
import { renderWithPortal } from './test/renderWithPortal';
import AccountRoutes from './routes';

function ShellHome() {
  const { pathname } = useLocation();
  return <p>shell home at {pathname}</p>;
}

const home = <Route path="/:locale/home" element={<ShellHome />} />;

describe('AccountRoutes', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = installFakeApi();
  });
  afterEach(() => api.restore());

  it('registers both namespaces when the routes module is imported', () => {
    expect(i18n.hasResourceBundle('fr', 'account-profile')).toBe(true);
    expect(i18n.hasResourceBundle('nl', 'account-contact')).toBe(true);
  });

  it('serves /profile below the locale segment, loading the page on demand', async () => {
    await renderWithPortal(<AccountRoutes />, { path: '/fr/profile', extraRoutes: home });
    expect(await screen.findByRole('heading', { level: 1, name: 'Profil' })).toBeInTheDocument();
  });

  it('serves /contact', async () => {
    await renderWithPortal(<AccountRoutes />, { path: '/nl/contact', extraRoutes: home });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Onze expertlijnen' })).toBeInTheDocument();
  });

  it('sends any other path to /home, keeping the locale', async () => {
    await renderWithPortal(<AccountRoutes />, { path: '/de/profile/unknown', extraRoutes: home });
    expect(await screen.findByText('shell home at /de/home')).toBeInTheDocument();
  });
});
