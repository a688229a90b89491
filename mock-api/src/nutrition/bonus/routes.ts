import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, errorSchema, SECURITY_BEARER } from '../../http/schemas';
import { BonusListSchema, ContentLocaleQuery } from '@qis/contract/api';
import type { BonusService } from './service';

export const bonusRoutes: FastifyPluginAsyncTypebox<{ service: BonusService }> = async (app, { service }) => {
  app.get(
    '/bonus',
    {
      schema: {
        tags: ['nutrition'],
        summary: 'Activities that earn bonus QIS',
        description:
          'MET values of the 2011 Compendium of Physical Activities; QIS at the member’s latest weight ' +
          '(70 kg when none is recorded).',
        security: SECURITY_BEARER,
        querystring: ContentLocaleQuery,
        response: {
          200: BonusListSchema,
          ...errorResponses(400, 401),
          503: errorSchema('The activity table is not available'),
        },
      },
    },
    async (request) => service.list(request.memberId, request.query.locale ?? 'en'),
  );
};
