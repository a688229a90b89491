import { beforeEach, describe, expect, it } from '@jest/globals';
import { installStatusOnlyApi, loadRemote, prepareShell, renderShellAt } from '../testing/renderShell';
import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import { i18n, SUPPORTED_LOCALES } from '@qis/shared';
import type { Locale } from '@qis/contract';
import { currentLocation } from '@qis/shared/testing';
import AccountRoutes from '@qis/mfe-account/routes';
import CoachingRoutes from '@qis/mfe-coaching/routes';
import FitnessRoutes from '@qis/mfe-fitness/routes';
import NutritionRoutes from '@qis/mfe-nutrition/routes';
import { homeTiles } from '../home/HomePage';
import { menuFor } from '../layout/menuItems';
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
  prepareShell();
  loadRemote.mockImplementation(async (remote) => REMOTE_ROUTES[remote]);
  // The screens' own requests are not what this test is about: they may fail, the screen stays.
  installStatusOnlyApi(1);
});

describe('menu and home-tile paths', () => {
  // The tiles' order is the spec's, held by HomePage.test.tsx on these same tables.
  it('cover every remote', () => {
    expect(new Set(CASES.map(([, path]) => rowOf(path).remote))).toEqual(new Set(Object.keys(REMOTE_ROUTES)));
  });

  it.each(CASES)('%s %s opens its screen inside the layout', async (locale, path) => {
    const { remote, row } = rowOf(path);
    const url = `/${locale}${path}`;
    renderShellAt(url);
    const title = i18n.t(row.title.key, { ns: row.title.ns, lng: locale });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith(remote, { force: false });
    expect(currentLocation()).toBe(url);
  });
});
