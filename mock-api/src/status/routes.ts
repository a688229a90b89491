import { contractRoutes } from '../http/contractRoutes';
import { errorResponses, SECURITY_BEARER } from '../http/schemas';
import type { ActivityService } from './service';

export const statusRoutes = contractRoutes((_app, { service }: { service: ActivityService }) => ({
  'GET /api/status': {
    schema: {
      tags: ['status'],
      summary: 'Members online',
      description: 'The number of members who made an authenticated request in the last 5 minutes.',
      security: SECURITY_BEARER,
    },
    responses: errorResponses(401),
    handler: async () => service.status(),
  },
}));
