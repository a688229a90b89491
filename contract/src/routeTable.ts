import { isLocale, LOCALES, type Locale } from './locales';

/**
 * A remote's route table, in the manner of OpenMRS O3's per-app routes.json: every screen of the remote
 * in one list (its path, its screen, its menu entry and home tile, the locales those show in), from which
 * the remote's routes and standalone links are derived, and which its build publishes as
 * route-table.json for the shell's menu, home tiles and sections.
 */
export interface RouteTable<Screen extends string = string> {
  /** The remote's folder name, as in the registry: 'mfe-nutrition'. */
  remote: string;
  routes: readonly RouteRow<Screen>[];
}

export interface RouteRow<Screen extends string = string> {
  /** Relative to the locale base, without a leading slash: 'meal-plan/results', 'gym/workout/:id'. */
  path: string;
  /** The screen's key in the remote's screen map (its routes.tsx). */
  screen: Screen;
  /** The screen's name: a key in one of the remote's namespaces (the standalone frame's link text). */
  title: { ns: string; key: string };
  /** The side-menu entry, when the screen has one. */
  menu?: RouteMenuEntry;
  /** The screen's place among the home page's tiles (ascending), when it has a tile. */
  homeTile?: number;
  /**
   * The locales whose members see the menu entry and the tile; all when absent. The route itself
   * answers in every locale (a bookmark keeps working after a language switch).
   */
  locales?: readonly Locale[];
}

export interface RouteMenuEntry {
  /** The entry's label key in the table's `labels` (`menu.<key>`; `tiles.<key>` for its home tile). */
  key: string;
  /** The collapsible group the entry sits in, by its label key; the top level when absent. */
  group?: string;
  /**
   * The entry's place in the whole menu, across the remotes (ascending). A group stands where its
   * first entry would.
   */
  order: number;
}

/** The screen keys a table names: what its remote's screen map must hold. */
export type ScreenOf<Table> = Table extends RouteTable<infer Screen> ? Screen : never;

/** What the shell shows for a remote's menu entries, groups and home tiles, in one locale. */
export interface RouteLabels {
  menu: Record<string, string>;
  tiles: Record<string, { title: string; text: string }>;
}

/** The version of route-table.json's format; a shell reads only this one. */
export const ROUTE_TABLE_FORMAT = 1;

/** route-table.json: the table as a remote's build publishes it beside mf-manifest.json. */
export interface PublishedRouteTable extends RouteTable {
  format: typeof ROUTE_TABLE_FORMAT;
  /** The locales the remote's screens are written in. */
  locales: readonly Locale[];
  labels: Record<Locale, RouteLabels>;
}

/** Whether a member with this locale sees the row's menu entry and tile. */
export const shownInLocale = (row: Pick<RouteRow, 'locales'>, locale: Locale): boolean =>
  !row.locales || row.locales.includes(locale);

/** An app path from a table path: 'meal-plan' → '/meal-plan'. */
export const appPath = (row: Pick<RouteRow, 'path'>): string => `/${row.path}`;

/** The top-level path segment a row belongs to: 'meal-plan/results' → 'meal-plan'. */
export const sectionOf = (row: Pick<RouteRow, 'path'>): string => row.path.split('/')[0] ?? '';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function rowProblems(row: unknown, index: number, screens: readonly string[] | undefined): string[] {
  const where = `route ${index + 1}`;
  if (!isObject(row)) return [`${where} is not an object`];
  const problems: string[] = [];
  const path = row.path;
  if (typeof path !== 'string' || path === '' || path.startsWith('/')) {
    problems.push(`${where} has no path relative to the locale base (e.g. "profile")`);
  }
  const named = typeof path === 'string' ? `route "${path}"` : where;
  if (!isText(row.screen)) problems.push(`${named} names no screen`);
  else if (screens && !screens.includes(row.screen)) {
    problems.push(
      `${named} names the screen "${row.screen}", which the build does not have (it has ${screens.join(', ')})`,
    );
  }
  if (!isObject(row.title) || !isText(row.title.ns) || !isText(row.title.key)) {
    problems.push(`${named} has no title {ns, key}`);
  }
  if (row.menu !== undefined) {
    const menu = row.menu;
    if (
      !isObject(menu) ||
      !isText(menu.key) ||
      typeof menu.order !== 'number' ||
      !Number.isFinite(menu.order)
    ) {
      problems.push(`${named} has a menu entry without a key and a numeric order`);
    } else if (menu.group !== undefined && !isText(menu.group)) {
      problems.push(`${named} has a menu group that is not a label key`);
    }
  }
  if (row.homeTile !== undefined) {
    if (typeof row.homeTile !== 'number' || !Number.isFinite(row.homeTile)) {
      problems.push(`${named} has a home tile place that is not a number`);
    } else if (!isObject(row.menu)) {
      problems.push(`${named} has a home tile but no menu entry to name it`);
    }
  }
  if (row.locales !== undefined && !(Array.isArray(row.locales) && row.locales.every(isLocale))) {
    problems.push(`${named} lists locales other than ${LOCALES.join(', ')}`);
  }
  return problems;
}

function labelProblems(routes: readonly RouteRow[], labels: unknown): string[] {
  if (!isObject(labels)) return ['the table has no labels'];
  const problems: string[] = [];
  for (const locale of LOCALES) {
    const own = labels[locale];
    if (!isObject(own) || !isObject(own.menu) || !isObject(own.tiles)) {
      problems.push(`the table has no "${locale}" labels {menu, tiles}`);
      continue;
    }
    const menu = own.menu;
    const tiles = own.tiles;
    for (const row of routes) {
      if (!row.menu) continue;
      for (const key of [row.menu.key, row.menu.group]) {
        if (key !== undefined && !isText(menu[key]))
          problems.push(`the "${locale}" labels have no menu.${key}`);
      }
      const tile = tiles[row.menu.key];
      if (row.homeTile !== undefined && !(isObject(tile) && isText(tile.title) && isText(tile.text))) {
        problems.push(`the "${locale}" labels have no tiles.${row.menu.key} {title, text}`);
      }
    }
  }
  return problems;
}

/**
 * Why a parsed route-table.json cannot be used (none when it can): its format, its remote, every row,
 * the labels of every menu entry, group and tile in the four locales, and, given the build's screens,
 * that each row names one of them.
 */
export function routeTableProblems(
  value: unknown,
  expected: { remote?: string; screens?: readonly string[] } = {},
): string[] {
  if (!isObject(value)) return ['the route table is not a JSON object'];
  if (value.format !== ROUTE_TABLE_FORMAT) {
    return [
      `the route table's format is ${JSON.stringify(value.format)}, the shell reads format ${ROUTE_TABLE_FORMAT}`,
    ];
  }
  const problems: string[] = [];
  if (!isText(value.remote)) problems.push('the route table names no remote');
  else if (expected.remote && value.remote !== expected.remote) {
    problems.push(`the route table is ${value.remote}'s, not ${expected.remote}'s`);
  }
  if (!Array.isArray(value.locales) || !value.locales.every(isLocale)) {
    problems.push(`the route table's locales must be among ${LOCALES.join(', ')}`);
  }
  if (!Array.isArray(value.routes) || value.routes.length === 0)
    return [...problems, 'the route table has no routes'];
  value.routes.forEach((row, index) => problems.push(...rowProblems(row, index, expected.screens)));
  const paths = value.routes.map((row) => (isObject(row) ? row.path : undefined));
  const repeated = paths.filter((path, index) => typeof path === 'string' && paths.indexOf(path) !== index);
  for (const path of new Set(repeated)) problems.push(`the route table lists "${path}" twice`);
  if (problems.length === 0) problems.push(...labelProblems(value.routes as RouteRow[], value.labels));
  return problems;
}

/** The table a build publishes: the remote's own table with its labels; throws with every problem. */
export function publishRouteTable(
  table: RouteTable,
  labels: Record<string, unknown>,
  locales: readonly Locale[] = LOCALES,
): PublishedRouteTable {
  const published = {
    format: ROUTE_TABLE_FORMAT,
    remote: table.remote,
    locales,
    routes: table.routes,
    labels,
  };
  const problems = routeTableProblems(published, { remote: table.remote });
  if (problems.length > 0) throw new Error(`${table.remote}'s route table:\n  ${problems.join('\n  ')}`);
  return published as PublishedRouteTable;
}
