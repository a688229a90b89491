import { contractRoutes } from '../http/contractRoutes';
import { NO_CACHE } from '../web/cacheControl';
import type { RemoteBuilds } from './remoteBuilds';

/**
 * GET /route-tables.json: each remote of the registry with its check (compatible, or refused with
 * its problems) and its last good route table. The shell builds its menu, home tiles and sections
 * from it at every page load, and never loads a refused build.
 */
export const remoteBuildRoutes = contractRoutes((_app, { builds }: { builds: RemoteBuilds }) => ({
  'GET /route-tables.json': {
    schema: {
      tags: ['portal'],
      summary: 'The remotes’ checks and their last good route tables',
    },
    handler: async (_request, reply) =>
      reply.header('cache-control', NO_CACHE).send({ remotes: await builds.snapshot() }),
  },
}));
