import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
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
          200: Type.Object({ activeUsers: Type.Integer({ minimum: 0 }) }),
          ...errorResponses(401),
        },
      },
    },
    async () => service.status(),
  );
};
