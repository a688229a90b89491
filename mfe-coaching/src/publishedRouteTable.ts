import { publishRouteTable } from '@qis/contract';
import { COACHING_ROUTES } from './routeTable';
import de from './menuLabels/de.json';
import en from './menuLabels/en.json';
import fr from './menuLabels/fr.json';
import nl from './menuLabels/nl.json';

/**
 * The route table this remote's build publishes as route-table.json (rspack.base.js), with the labels
 * of its menu entries, groups and home tiles in every locale: the shell builds its menu, home tiles
 * and sections from it at run time. Checked by @qis/contract when the build runs.
 */
export const PUBLISHED_ROUTE_TABLE = publishRouteTable(COACHING_ROUTES, { en, fr, de, nl });
