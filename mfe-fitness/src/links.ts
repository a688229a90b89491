import { standaloneLinks } from '@qis/shared/standalone';
import { FITNESS_ROUTES } from './routeTable';

/** Every screen of the remote, for the standalone frame's header and home page: read from the route table. */
export const FITNESS_LINKS = standaloneLinks(FITNESS_ROUTES);
