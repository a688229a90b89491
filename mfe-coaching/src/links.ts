import { standaloneLinks } from '@qis/shared/standalone';
import { COACHING_ROUTES } from './routeTable';

/** Every screen of the remote, for the standalone frame's header and home page: read from the route table. */
export const COACHING_LINKS = standaloneLinks(COACHING_ROUTES);
