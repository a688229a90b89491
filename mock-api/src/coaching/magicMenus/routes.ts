import { contractRoutes } from '../../http/contractRoutes';
import { BODY_ERRORS, errorResponses, errorSchema, SECURITY_BEARER_CSRF } from '../../http/schemas';
import type { MagicMenuService } from './service';

export const magicMenuRoutes = contractRoutes((_app, { service }: { service: MagicMenuService }) => ({
  'POST /api/magic-menus': {
    schema: {
      tags: ['coaching'],
      summary: 'Create a new recipe for a meal',
      description:
        'A new recipe for Breakfast, Main Course or Snack, composed from the food catalogue and the product’s ' +
        'cooking templates (or worded by the configured model): liked foods appear when the catalogue knows them, ' +
        'disliked foods and whole families ("fish", "poisson", "Fisch", "vis"; nuts, pork, dairy, gluten, meat) never ' +
        'do, diets in `info` (vegetarian, vegan, gluten-free, lactose-free, quick…) are kept; sized to the member’s QIS ' +
        'for the meal, its QIS per portion computed from the grams of each catalogue food. ' +
        'At most 10 a minute per member (429 "rate-limited" with Retry-After beyond).',
      security: SECURITY_BEARER_CSRF,
    },
    responses: {
      ...errorResponses(...BODY_ERRORS, 401, 429),
      422: errorSchema('No recipe fits all of the wishes together ("no-recipe")'),
      503: errorSchema('The food catalogue is not imported yet ("catalogue-not-imported")'),
    },
    handler: async (request) => service.create(request.memberId, request.body, request.log),
  },
}));
