import type { RouteRow, RouteTable } from '@qis/shared';
import { ACCOUNT_ROUTES } from '../../../mfe-account/src/routeTable';
import { COACHING_ROUTES } from '../../../mfe-coaching/src/routeTable';
import { FITNESS_ROUTES } from '../../../mfe-fitness/src/routeTable';
import { NUTRITION_ROUTES } from '../../../mfe-nutrition/src/routeTable';
import type { RemoteName } from './sections';

/**
 * Each remote's route table, read when the shell is built. A table is plain data (paths, screen keys,
 * menu entries, locales; no screen code), so this adds a few hundred bytes to the shell and none of
 * the remotes' code.
 *
 * Why at build time, not fetched from each remote at run time: the side menu and the home tiles are
 * the shell's first paint after sign-in and must be whole even when a remote is slow or down (its
 * entries then lead to the remote's retry screen instead of vanishing). The cost is bounded: a remote
 * is deployed alone, without a shell build, for anything below its sections (new sub-pages, which
 * screen a path shows, the screens themselves); only a change to its menu entries, tiles, or a new
 * top-level section needs the shell rebuilt, which `npm run build` notices from the tables' dates.
 */
export const ROUTE_TABLES: Readonly<Record<RemoteName, RouteTable>> = {
  'mfe-account': ACCOUNT_ROUTES,
  'mfe-nutrition': NUTRITION_ROUTES,
  'mfe-fitness': FITNESS_ROUTES,
  'mfe-coaching': COACHING_ROUTES,
};

/** The shell's own screens with a menu entry, in the same terms as the remotes' rows. */
const SHELL_ROWS: readonly RouteRow[] = [
  {
    path: 'home',
    screen: 'home',
    title: { ns: 'shell-layout', key: 'menu.home' },
    menu: { key: 'home', order: 10 },
  },
];

/** Every row of the portal: the shell's, then each remote's. */
export const ALL_ROUTE_ROWS: readonly RouteRow[] = [
  ...SHELL_ROWS,
  ...Object.values(ROUTE_TABLES).flatMap((table) => table.routes),
];
