import { contractRoutes } from '../http/contractRoutes';
import type { Locale } from '@qis/contract';
import {
  BODY_ERRORS,
  errorResponses,
  errorSchema,
  SECURITY_BEARER,
  SECURITY_BEARER_CSRF,
} from '../http/schemas';
import { ownItemDeletion } from '../ownItemDeletion';
import type { MyRecipesService } from './recipes';
import type { MyFoodsService } from './service';

const tags = ['my foods'];
const unprocessable = {
  422: errorSchema('Too many foods or recipes kept, or a catalogue food that does not exist'),
};

/** A member's own foods and recipes. Every id is the member's: another member's answers 404. */
export const myFoodsRoutes = contractRoutes(
  (
    _app,
    {
      foods,
      recipes,
    }: {
      foods: MyFoodsService;
      recipes: MyRecipesService;
    },
  ) => ({
    'GET /api/my-foods': {
      schema: {
        tags,
        summary: 'The member’s own foods, by name',
        security: SECURITY_BEARER,
      },
      responses: errorResponses(401),
      handler: async (request) => foods.list(request.memberId),
    },

    'POST /api/my-foods': {
      schema: {
        tags,
        summary: 'Save a food from its label',
        description:
          'kcal per 100 g (0 to 900) and, if the label gives one, a portion (1 to 5,000 g). No other member ' +
          'ever sees it. At most 500 foods.',
        security: SECURITY_BEARER_CSRF,
      },
      responses: { ...errorResponses(...BODY_ERRORS, 401), ...unprocessable },
      handler: async (request, reply) =>
        reply.code(201).send(await foods.create(request.memberId, request.body)),
    },

    'PATCH /api/my-foods/{id}': {
      schema: {
        tags,
        summary: 'Change a food (`portion: null` removes its portion)',
        description: 'Days already written keep the name and QIS they were written with.',
        security: SECURITY_BEARER_CSRF,
      },
      responses: errorResponses(...BODY_ERRORS, 401, 404),
      handler: async (request) => foods.update(request.memberId, request.params.id, request.body),
    },

    'DELETE /api/my-foods/{id}': ownItemDeletion(
      {
        tags,
        summary: 'Delete a food',
        description:
          'Days already written keep it. A food still in one of the member’s recipes answers 409 ' +
          '"food-in-use" with the recipes’ names in details.recipes.',
      },
      (memberId, id) => foods.remove(memberId, id),
      409,
    ),

    'GET /api/my-recipes': {
      schema: {
        tags,
        summary: 'The member’s recipes with their QIS and kcal per serving',
        security: SECURITY_BEARER,
      },
      responses: errorResponses(400, 401),
      handler: async (request) => recipes.list(request.memberId, (request.query.locale ?? 'en') as Locale),
    },

    'POST /api/my-recipes': {
      schema: {
        tags,
        summary: 'Save a recipe from its ingredients',
        description:
          'Each ingredient is a catalogue food (foodId) or one of the member’s foods (myFoodId) with its ' +
          'grams in the whole recipe; the answer states kcal and QIS per serving, computed here ' +
          '(round(kcal of all ingredients / servings / 12)). At most 200 recipes.',
        security: SECURITY_BEARER_CSRF,
      },
      responses: {
        ...errorResponses(...BODY_ERRORS, 401, 404),
        ...unprocessable,
        503: errorSchema('The food catalogue is not imported yet'),
      },
      handler: async (request, reply) =>
        reply
          .code(201)
          .send(
            await recipes.create(request.memberId, request.body, (request.query.locale ?? 'en') as Locale),
          ),
    },

    'PATCH /api/my-recipes/{id}': {
      schema: {
        tags,
        summary: 'Change a recipe (ingredients, when given, replace the list)',
        description: 'Days already written keep the name and QIS they were written with.',
        security: SECURITY_BEARER_CSRF,
      },
      responses: {
        ...errorResponses(...BODY_ERRORS, 401, 404),
        ...unprocessable,
        503: errorSchema('The food catalogue is not imported yet'),
      },
      handler: async (request) =>
        recipes.update(
          request.memberId,
          request.params.id,
          request.body,
          (request.query.locale ?? 'en') as Locale,
        ),
    },

    'DELETE /api/my-recipes/{id}': ownItemDeletion(
      { tags, summary: 'Delete a recipe', description: 'Days already written keep it.' },
      (memberId, id) => recipes.remove(memberId, id),
    ),
  }),
);
