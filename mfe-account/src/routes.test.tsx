import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { i18n } from '@qis/shared';
import {
  currentLocation,
  installMemberApi,
  type MemberApi,
  renderRemoteRoutes,
  SHELL_HOME_HEADING,
} from '@qis/shared/testing';
import AccountRoutes from './routes';

describe('AccountRoutes', () => {
  let api: MemberApi;
  beforeEach(() => {
    api = installMemberApi();
  });
  afterEach(() => api.restore());

  it('registers both namespaces when the routes module is imported', () => {
    expect(i18n.hasResourceBundle('fr', 'account-profile')).toBe(true);
    expect(i18n.hasResourceBundle('nl', 'account-contact')).toBe(true);
  });

  it('serves /profile below the locale segment, loading the page on demand', async () => {
    renderRemoteRoutes(AccountRoutes, { path: '/fr/profile' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Profil' })).toBeInTheDocument();
  });

  it('serves /contact', async () => {
    renderRemoteRoutes(AccountRoutes, { path: '/nl/contact' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Onze expertlijnen' })).toBeInTheDocument();
  });

  it('sends any other path to /home, keeping the locale', async () => {
    renderRemoteRoutes(AccountRoutes, { path: '/de/profile/unknown' });
    expect(await screen.findByRole('heading', { name: SHELL_HOME_HEADING })).toBeInTheDocument();
    expect(currentLocation()).toBe('/de/home');
  });
});
