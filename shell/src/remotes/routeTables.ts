import { useEffect, useSyncExternalStore } from 'react';
import {
  isRemoteName,
  LOCALES,
  REMOTE_NAMES,
  routeTableProblems,
  sectionOf,
  type PublishedRouteTable,
  type RemoteName,
  type RouteRow,
} from '@qis/contract';
import { i18n } from '@qis/shared';
import { HOME_NS } from '../home/i18n';
import { LAYOUT_NS } from '../layout/i18n';

/** Served by the portal server beside the registry: each remote's check and last good route table. */
export const ROUTE_TABLES_URL = '/route-tables.json';

/** One registry entry as the server judged it (mock-api/src/remotes/remoteBuilds.ts). */
export interface RemoteBuildStatus {
  manifest: string;
  /** False: the build is refused; the shell never loads it and shows `problems` on its screens. */
  compatible: boolean;
  problems: readonly string[];
  table: PublishedRouteTable | null;
}

export type RouteTables = Partial<Record<RemoteName, RemoteBuildStatus>>;

export type RouteTablesState =
  { status: 'loading' } | { status: 'ready'; tables: RouteTables } | { status: 'failed'; error: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Keeps the entries that are what the server says they are; a table the shell cannot read is left
 * out. Throws when the answer is not the server's document at all.
 */
export function parseRouteTables(value: unknown): RouteTables {
  if (!isObject(value) || !isObject(value.remotes)) throw new Error(`${ROUTE_TABLES_URL} holds no remotes`);
  const remotes = value.remotes;
  const tables: RouteTables = {};
  for (const [remote, entry] of Object.entries(remotes)) {
    if (!isRemoteName(remote) || !isObject(entry) || typeof entry.manifest !== 'string') continue;
    const problems = Array.isArray(entry.problems) ? entry.problems.map(String) : [];
    const tableProblems = entry.table === null ? [] : routeTableProblems(entry.table, { remote });
    if (tableProblems.length > 0) console.warn(`[remotes] ${remote}'s route table left out:`, tableProblems);
    tables[remote] = {
      manifest: entry.manifest,
      compatible: entry.compatible === true,
      problems,
      table: entry.table !== null && tableProblems.length === 0 ? (entry.table as PublishedRouteTable) : null,
    };
  }
  return tables;
}

/** Each table's labels go into the layout's and the home page's namespaces: `menu.<key>`, `tiles.<key>`. */
function registerLabels(tables: RouteTables): void {
  for (const { table } of Object.values(tables)) {
    if (!table) continue;
    for (const locale of LOCALES) {
      const labels = table.labels[locale];
      i18n.addResourceBundle(locale, LAYOUT_NS, { menu: labels.menu }, true, true);
      i18n.addResourceBundle(locale, HOME_NS, { tiles: labels.tiles }, true, true);
    }
  }
}

let state: RouteTablesState = { status: 'loading' };
let pending: Promise<void> | null = null;
const listeners = new Set<() => void>();

function setState(next: RouteTablesState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** The tables as the shell has them from now on (what a page load fetches; tests set them directly). */
export function setRouteTables(tables: RouteTables): void {
  registerLabels(tables);
  setState({ status: 'ready', tables });
}

/**
 * Fetches the route tables (once per page, and again on `force`, the fallback's retry). A failure is
 * kept as the state, so the sections say so, and the next call asks again.
 */
export function loadRouteTables({ force = false } = {}): Promise<void> {
  if (!force && (state.status === 'ready' || pending)) return pending ?? Promise.resolve();
  pending = fetch(ROUTE_TABLES_URL, { cache: 'no-cache', credentials: 'same-origin' })
    .then(async (response) => {
      if (!response.ok) throw new Error(`${ROUTE_TABLES_URL} answered HTTP ${response.status}`);
      setRouteTables(parseRouteTables(await response.json()));
    })
    .catch((error: unknown) => {
      console.error('[remotes] the route tables could not be loaded', error);
      // A page that has tables keeps them: a failed reload must not empty the menu.
      if (state.status !== 'ready') {
        setState({ status: 'failed', error: error instanceof Error ? error.message : String(error) });
      }
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}

/** The tables when they are loaded, for code outside React (the loader's check). */
export const routeTablesNow = (): RouteTables | null => (state.status === 'ready' ? state.tables : null);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The route tables, loaded on first use; the component re-renders when they arrive. */
export function useRouteTables(): RouteTablesState {
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
  useEffect(() => {
    if (current.status === 'loading') void loadRouteTables();
  }, [current.status]);
  return current;
}

/** The shell's own screens with a menu entry, in the same terms as the remotes' rows. */
const SHELL_ROWS: readonly RouteRow[] = [
  {
    path: 'home',
    screen: 'home',
    title: { ns: 'shell-layout', key: 'menu.home' },
    menu: { key: 'home', order: 10 },
  },
];

/** Every row of the portal: the shell's, then each remote's last good table's. */
export function allRouteRows(tables: RouteTables): RouteRow[] {
  return [...SHELL_ROWS, ...REMOTE_NAMES.flatMap((remote) => tables[remote]?.table?.routes ?? [])];
}

/** Which remote owns a top-level path of the protected area, by the tables' paths. */
export function remoteForSection(tables: RouteTables, section: string): RemoteName | null {
  if (section === '') return null;
  return (
    REMOTE_NAMES.find((remote) => tables[remote]?.table?.routes.some((row) => sectionOf(row) === section)) ??
    null
  );
}

/** For tests: back to a page that has not loaded the tables. */
export function resetRouteTablesForTests(): void {
  pending = null;
  state = { status: 'loading' };
}
