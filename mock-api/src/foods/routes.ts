import { contractRoutes } from '../http/contractRoutes';
import { BODY_ERRORS, errorResponses, SECURITY_BEARER, SECURITY_BEARER_CSRF } from '../http/schemas';
import { catalogueMissingResponse } from '@qis/contract/api';
import type { FoodsService } from './service';

const tags = ['foods'];

export const foodRoutes = contractRoutes((_app, { service }: { service: FoodsService }) => ({
  'POST /api/food-database': {
    schema: {
      tags,
      summary: 'Search the food database',
      description:
        'The food search of the whole portal: every word must match a word of the food’s name (plurals, ' +
        'synonyms, German and Dutch compounds, one typo), in the page’s language first; the everyday food ' +
        'first (the plain food before its products, dishes and by-products). At most 50 foods.',
      security: SECURITY_BEARER_CSRF,
    },
    responses: { ...errorResponses(...BODY_ERRORS, 401), ...catalogueMissingResponse },
    handler: async (request) => service.search(request.body.searchText, request.body.locale),
  },

  'GET /api/low-qis': {
    config: { revalidate: true },
    schema: {
      tags,
      summary: '25 random foods under 5 QIS per 100 g',
      security: SECURITY_BEARER,
    },
    responses: { ...errorResponses(400, 401), ...catalogueMissingResponse },
    handler: async (request) => service.lowQis(request.query.locale),
  },

  'GET /api/cholesterol-free': {
    config: { revalidate: true },
    schema: {
      tags,
      summary: '25 random foods whose cholesterol is known to be 0',
      security: SECURITY_BEARER,
    },
    responses: { ...errorResponses(400, 401), ...catalogueMissingResponse },
    handler: async (request) => service.cholesterolFree(request.query.locale),
  },

  'GET /api/qis-table/foods': {
    // Static for a catalogue: kept per member like their own answers (the cache empties at a reload).
    config: { revalidate: true, versioned: true },
    schema: {
      tags,
      summary: 'The foods of a QIS-table category',
      security: SECURITY_BEARER,
    },
    responses: { ...errorResponses(400, 401), ...catalogueMissingResponse },
    handler: async (request) => service.qisTable(request.query.category, request.query.locale),
  },
}));
