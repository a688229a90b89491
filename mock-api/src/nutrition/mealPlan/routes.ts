import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, SECURITY_BEARER } from '../../http/schemas';
import { catalogueUnavailable } from '../schemas';
import { MealPlanQuery, MealPlanResponseSchema, noFittingPlan } from './schemas';
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
          'Daily need (bmr), recommended range and seven days of four recipes whose total lies in the range, ' +
          'with the exact number of such days the catalogue allows. The same inputs give the same plan for a ' +
          'whole ISO week. 422 "no-fitting-plan" when no day fits the range.',
        security: SECURITY_BEARER,
        querystring: MealPlanQuery,
        response: {
          200: MealPlanResponseSchema,
          ...errorResponses(400, 401),
          ...noFittingPlan,
          ...catalogueUnavailable,
        },
      },
    },
    async (request) => service.create({ ...request.query, locale: request.query.locale ?? 'en' }),
  );
};
