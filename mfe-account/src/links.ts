import { standaloneLinks } from '@qis/shared/standalone';
import { ACCOUNT_ROUTES } from './routeTable';

/** Every screen of the remote, for the standalone frame's header and home page: read from the route table. */
export const ACCOUNT_LINKS = standaloneLinks(ACCOUNT_ROUTES);
