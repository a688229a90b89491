import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, SECURITY_BEARER } from '../../http/schemas';
import { catalogueUnavailable } from '../schemas';
import { MealPlanQuery, MealPlanResponseSchema, rangeUnreachable } from './schemas';
import type { MealPlanService } from './service';

export const mealPlanRoutes: FastifyPluginAsyncTypebox<{ service: MealPlanService }> = async (
  app,
  { service },
) => {
  app.get(
    '/meal-plan/create',
    {
      schema: {
        tags: ['nutrition'],
        summary: 'A one-week meal plan within the member’s recommended range',
        description:
          'Daily need (bmr), recommended range and seven days whose total lies in the range: four recipes ' +
          '(a second snack where the range needs it), each served in portions of ½ to 3 (see `portions`), ' +
          'with the exact number of days those rules allow in the range. The same inputs give the same plan ' +
          'for a whole ISO week. 422 "range-unreachable" (details: min, max in QIS) when no day reaches the ' +
          'range even with the largest portions.',
        security: SECURITY_BEARER,
        querystring: MealPlanQuery,
        response: {
          200: MealPlanResponseSchema,
          ...errorResponses(400, 401),
          ...rangeUnreachable,
          ...catalogueUnavailable,
        },
      },
    },
    async (request) => service.create({ ...request.query, locale: request.query.locale ?? 'en' }),
  );
};
