import type { Locale } from '../api/types';

/**
 * A remote's route table, in the manner of OpenMRS O3's per-app routes.json: every screen of the remote
 * in one list (its path, its screen, its menu entry and home tile, the locales those show in), from which
 * the remote's routes, its standalone links and the shell's menu and home tiles are all derived. A
 * table is plain data (no imports but types), so the shell can read it without loading the remote.
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
  /** The entry's label key (`menu.<key>` in the shell's layout translations, `tiles.<key>` for a tile). */
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

/** Whether a member with this locale sees the row's menu entry and tile. */
export const shownInLocale = (row: Pick<RouteRow, 'locales'>, locale: Locale): boolean =>
  !row.locales || row.locales.includes(locale);

/** An app path from a table path: 'meal-plan' → '/meal-plan'. */
export const appPath = (row: Pick<RouteRow, 'path'>): string => `/${row.path}`;
