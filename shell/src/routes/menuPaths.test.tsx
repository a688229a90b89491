import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import '../testing/mockRemoteLoader';
import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import { i18n, SUPPORTED_LOCALES } from '@qis/shared';
import type { Locale } from '@qis/contract';
import {
  currentLocation,
  installFakeApi,
  jsonResponse,
  renderWithPortal,
  setCsrfCookie,
  storeSession,
} from '@qis/shared/testing';
import AccountRoutes from '@qis/mfe-account/routes';
import CoachingRoutes from '@qis/mfe-coaching/routes';
import FitnessRoutes from '@qis/mfe-fitness/routes';
import NutritionRoutes from '@qis/mfe-nutrition/routes';
import { App } from '../App';
import { homeTiles } from '../home/HomePage';
import { menuFor } from '../layout/menuItems';
import { loadRemoteRoutes } from '../remotes/loadRemoteRoutes';
import { resetRemoteComponentsForTests } from '../remotes/remoteComponents';
import type { RemoteName } from '../remotes/sections';
import { PORTAL_ROUTE_TABLES } from '../testing/portalRouteTables';

// The menu and the tiles are read from the remotes' route tables; this holds every path a member can
// click to a screen that really opens: the shell routes it to a remote (its published table), the remote's
// own routes (its real ./routes module, in place of the federation runtime) show the row's screen,
// and nothing redirects to /home.
const REMOTE_ROUTES: Record<RemoteName, ComponentType> = {
  'mfe-account': AccountRoutes,
  'mfe-coaching': CoachingRoutes,
  'mfe-fitness': FitnessRoutes,
  'mfe-nutrition': NutritionRoutes,
};

const loadRemote = jest.mocked(loadRemoteRoutes);

/** The row of a remote's table behind an app path, with its remote. */
function rowOf(path: string) {
  for (const [remote, { table }] of Object.entries(PORTAL_ROUTE_TABLES)) {
    const row = table?.routes.find((candidate) => `/${candidate.path}` === path);
    if (row) return { remote: remote as RemoteName, row };
  }
  throw new Error(`no route table has ${path}`);
}

const menuPaths = (locale: Locale) =>
  menuFor(PORTAL_ROUTE_TABLES, locale).flatMap((entry) =>
    entry.kind === 'link' ? [entry.path] : entry.children.map((child) => child.path),
  );

const CASES: [Locale, string][] = SUPPORTED_LOCALES.flatMap((locale) =>
  [...new Set([...menuPaths(locale), ...homeTiles(PORTAL_ROUTE_TABLES).map((tile) => tile.path)])]
    .filter((path) => path !== '/home')
    .map((path): [Locale, string] => [locale, path]),
);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  storeSession();
  setCsrfCookie();
  resetRemoteComponentsForTests();
  loadRemote.mockReset();
  loadRemote.mockImplementation(async (remote) => REMOTE_ROUTES[remote]);
  // The screens' own requests are not what this test is about: they may fail, the screen stays.
  installFakeApi(({ path }) =>
    path === '/api/status' ? jsonResponse(200, { activeUsers: 1 }) : jsonResponse(404, {}),
  );
});

describe('menu and home-tile paths', () => {
  it('cover the spec’s five tiles and every remote', () => {
    expect(homeTiles(PORTAL_ROUTE_TABLES).map((tile) => tile.path)).toEqual([
      '/chat',
      '/gym',
      '/meal-plan',
      '/magic-menus',
      '/contact',
      '/diary',
    ]);
    expect(new Set(CASES.map(([, path]) => rowOf(path).remote))).toEqual(new Set(Object.keys(REMOTE_ROUTES)));
  });

  it.each(CASES)('%s %s opens its screen inside the layout', async (locale, path) => {
    const { remote, row } = rowOf(path);
    const url = `/${locale}${path}`;
    renderWithPortal(<App />, { bare: true, signIn: false, path: url });
    const title = i18n.t(row.title.key, { ns: row.title.ns, lng: locale });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith(remote, { force: false });
    expect(currentLocation()).toBe(url);
  });
});
