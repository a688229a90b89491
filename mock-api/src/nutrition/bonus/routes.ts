import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses, errorSchema, SECURITY_BEARER } from '../../http/schemas';
import { ContentLocaleQuery } from '@qis/contract/api';
import type { BonusService } from './service';

const BonusListSchema = Type.Array(
  Type.Object({
    activity: Type.String(),
    minutes: Type.Integer(),
    qis: Type.Integer({ description: 'round((MET − 1) × kg × minutes / 60 / 12) at the latest weight' }),
  }),
);

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
