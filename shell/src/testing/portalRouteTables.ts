import { PUBLISHED_ROUTE_TABLE as ACCOUNT } from '@qis/mfe-account/route-table';
import { PUBLISHED_ROUTE_TABLE as COACHING } from '@qis/mfe-coaching/route-table';
import { PUBLISHED_ROUTE_TABLE as FITNESS } from '@qis/mfe-fitness/route-table';
import { PUBLISHED_ROUTE_TABLE as NUTRITION } from '@qis/mfe-nutrition/route-table';
import { jsonResponse } from '@qis/shared/testing';
import { setRouteTables, type RemoteBuildStatus, type RouteTables } from '../remotes/routeTables';
import type { RemoteName } from '../remotes/sections';

const accepted = (remote: RemoteName, table: RemoteBuildStatus['table']): RemoteBuildStatus => ({
  manifest: `/remotes/${remote}/mf-manifest.json`,
  compatible: true,
  problems: [],
  table,
});

/**
 * The route tables the server serves when every remote's build is this checkout's and compatible:
 * each remote's published table (what its build writes as route-table.json).
 */
export const PORTAL_ROUTE_TABLES: Readonly<Record<RemoteName, RemoteBuildStatus>> = {
  'mfe-account': accepted('mfe-account', ACCOUNT),
  'mfe-nutrition': accepted('mfe-nutrition', NUTRITION),
  'mfe-fitness': accepted('mfe-fitness', FITNESS),
  'mfe-coaching': accepted('mfe-coaching', COACHING),
};

/** Gives the shell those tables (as if /route-tables.json had answered them), with any entry replaced. */
export function installPortalRouteTables(replaced: RouteTables = {}): void {
  setRouteTables({ ...PORTAL_ROUTE_TABLES, ...replaced });
}

/** The server's answer to GET /route-tables.json with those tables (for a fake API). */
export const routeTablesResponse = (replaced: RouteTables = {}) =>
  jsonResponse(200, { remotes: { ...PORTAL_ROUTE_TABLES, ...replaced } });

// A test file importing this module starts with the portal's tables.
installPortalRouteTables();
