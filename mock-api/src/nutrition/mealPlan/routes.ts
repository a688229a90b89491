import { contractRoutes } from '../../http/contractRoutes';
import { errorResponses, SECURITY_BEARER } from '../../http/schemas';
import { catalogueUnavailable } from '@qis/contract/api';
import { rangeUnreachable } from '@qis/contract/api';
import type { MealPlanService } from './service';

export const mealPlanRoutes = contractRoutes((_app, { service }: { service: MealPlanService }) => ({
  'GET /api/meal-plan/create': {
    config: { revalidate: true, versioned: true },
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
    },
    responses: { ...errorResponses(400, 401), ...rangeUnreachable, ...catalogueUnavailable },
    handler: async (request) => service.create({ ...request.query, locale: request.query.locale ?? 'en' }),
  },

  'GET /api/meal-plan/alternatives': {
    config: { revalidate: true, versioned: true },
    schema: {
      tags: ['nutrition'],
      summary: 'The recipes that can replace one meal of a plan’s day and keep the day in range',
      description:
        'The plan lives in the browser, so the day is sent as the member has it (swaps included), each ' +
        'place as "<recipe id>:<portions>". Answers every other recipe of the slot that keeps the day in the ' +
        'member’s range under the plan’s portion rules, each at the factor nearest the serving it replaces, ' +
        'with the day’s new total; an empty list when none fits. 400 "unknown-recipe" for a recipe not of ' +
        'its slot, "no-second-snack" when the slot is a second snack the day does not have.',
      security: SECURITY_BEARER,
    },
    responses: { ...errorResponses(400, 401), ...rangeUnreachable, ...catalogueUnavailable },
    handler: async (request) => {
      const { day, slot, breakfast, lunch, dinner, snacks, secondSnack, locale, ...answers } = request.query;
      return service.alternatives({
        ...answers,
        locale: locale ?? 'en',
        day: Number(day),
        slot,
        servings: { breakfast, lunch, dinner, snacks, ...(secondSnack ? { secondSnack } : {}) },
      });
    },
  },
}));
