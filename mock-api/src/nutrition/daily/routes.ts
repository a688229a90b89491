import { contractRoutes } from '../../http/contractRoutes';
import { errorResponses, SECURITY_BEARER } from '../../http/schemas';
import { catalogueUnavailable } from '@qis/contract/api';
import type { DailyService } from './service';

const tags = ['nutrition'];

export const dailyRoutes = contractRoutes((_app, { service }: { service: DailyService }) => ({
  'GET /api/tip-of-the-day': {
    config: { revalidate: true, versioned: true },
    schema: {
      tags,
      summary: 'The tip of the day',
      description: 'The same for every member on a UTC calendar day; another one the next day.',
      security: SECURITY_BEARER,
    },
    responses: errorResponses(400, 401),
    handler: async (request) => service.tipOfTheDay(request.query.locale ?? 'en'),
  },

  'GET /api/recipe-of-the-day': {
    schema: {
      tags,
      summary: 'The recipe of the day',
      description: 'The same for every member on a UTC calendar day; another one the next day.',
      security: SECURITY_BEARER,
    },
    responses: { ...errorResponses(400, 401), ...catalogueUnavailable },
    handler: async (request) => service.recipeOfTheDay(request.query.locale ?? 'en'),
  },
}));
