import { standaloneLinks } from '@qis/shared/standalone';
import { NUTRITION_ROUTES } from './routeTable';

/** Every screen of the remote, for the standalone frame's header and home page: read from the route table. */
export const NUTRITION_LINKS = standaloneLinks(NUTRITION_ROUTES);
