import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, SECURITY_BEARER } from '../../http/schemas';
import { catalogueUnavailable, ContentLocaleQuery, RecipeSchema, TipSchema } from '@qis/contract/api';
import type { DailyService } from './service';

const tags = ['nutrition'];

export const dailyRoutes: FastifyPluginAsyncTypebox<{ service: DailyService }> = async (app, { service }) => {
  app.get(
    '/tip-of-the-day',
    {
      config: { revalidate: true, versioned: true },
      schema: {
        tags,
        summary: 'The tip of the day',
        description: 'The same for every member on a UTC calendar day; another one the next day.',
        security: SECURITY_BEARER,
        querystring: ContentLocaleQuery,
        response: {
          200: TipSchema,
          ...errorResponses(400, 401),
        },
      },
    },
    async (request) => service.tipOfTheDay(request.query.locale ?? 'en'),
  );

  app.get(
    '/recipe-of-the-day',
    {
      schema: {
        tags,
        summary: 'The recipe of the day',
        description: 'The same for every member on a UTC calendar day; another one the next day.',
        security: SECURITY_BEARER,
        querystring: ContentLocaleQuery,
        response: { 200: RecipeSchema, ...errorResponses(400, 401), ...catalogueUnavailable },
      },
    },
    async (request) => service.recipeOfTheDay(request.query.locale ?? 'en'),
  );
};
