import { appPath, type RouteTable } from '../routing/routeTable';
import type { StandaloneLink } from './types';

/**
 * The standalone frame's links from a remote's route table: every screen, named by its title, in the
 * table's order. A path with a parameter (`gym/workout/:id`) is reached from its screen, not linked.
 */
export const standaloneLinks = (table: RouteTable): StandaloneLink[] =>
  table.routes
    .filter((row) => !row.path.includes(':'))
    .map((row) => ({ to: appPath(row), labelKey: row.title.key, ns: row.title.ns }));
