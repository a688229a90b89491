import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { StatusResponseSchema } from '@qis/contract/api';
import { errorResponses, SECURITY_BEARER } from '../http/schemas';
import type { ActivityService } from './service';

export const statusRoutes: FastifyPluginAsyncTypebox<{ service: ActivityService }> = async (
  app,
  { service },
) => {
  app.get(
    '/status',
    {
      schema: {
        tags: ['status'],
        summary: 'Members online',
        description: 'The number of members who made an authenticated request in the last 5 minutes.',
        security: SECURITY_BEARER,
        response: {
          200: StatusResponseSchema,
          ...errorResponses(401),
        },
      },
    },
    async () => service.status(),
  );
};
