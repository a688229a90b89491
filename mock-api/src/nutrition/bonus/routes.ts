import { contractRoutes } from '../../http/contractRoutes';
import { errorResponses, errorSchema, SECURITY_BEARER } from '../../http/schemas';
import type { BonusService } from './service';

export const bonusRoutes = contractRoutes((_app, { service }: { service: BonusService }) => ({
  'GET /api/bonus': {
    schema: {
      tags: ['nutrition'],
      summary: 'Activities that earn bonus QIS',
      description:
        'MET values of the 2011 Compendium of Physical Activities; QIS at the member’s latest weight ' +
        '(70 kg when none is recorded).',
      security: SECURITY_BEARER,
    },
    responses: { ...errorResponses(400, 401), 503: errorSchema('The activity table is not available') },
    handler: async (request) => service.list(request.memberId, request.query.locale ?? 'en'),
  },
}));
