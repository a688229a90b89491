import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { i18n, SUPPORTED_LOCALES } from '@qis/shared';
import {
  currentLocation,
  installFakeApi,
  renderRemoteRoutes,
  SHELL_HOME_HEADING,
  type FakeApi,
} from '@qis/shared/testing';
import CoachingRoutes from './routes';
import { COACHING_LINKS } from './links';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi({ 'GET /api/chat/history': () => [] });
});
afterEach(() => api.restore());

describe('mfe-coaching routes', () => {
  it.each([
    ['/chat', 'AI chat'],
    ['/magic-menus', 'Magic menus'],
    ['/fr/chat', 'Chat IA'],
    ['/fr/magic-menus', 'Menus magiques'],
    ['/de/chat', 'KI-Chat'],
    ['/nl/magic-menus', "Magische menu's"],
  ])('%s shows its screen, titled %s', async (path, title) => {
    renderRemoteRoutes(CoachingRoutes, { path });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it.each([
    ['/unknown', '/home'],
    ['/fr/chat/nothing-here', '/fr/home'],
  ])('sends the unknown path %s to %s', async (path, target) => {
    renderRemoteRoutes(CoachingRoutes, { path });
    expect(await screen.findByRole('heading', { name: SHELL_HOME_HEADING })).toBeInTheDocument();
    expect(currentLocation()).toBe(target);
  });

  it('links every route in the standalone frame, with a translated label', () => {
    expect(COACHING_LINKS.map((link) => link.to)).toEqual(['/chat', '/magic-menus']);
    for (const link of COACHING_LINKS) {
      for (const locale of SUPPORTED_LOCALES) {
        expect(i18n.exists(link.labelKey, { ns: link.ns, lng: locale })).toBe(true);
      }
    }
  });
});
