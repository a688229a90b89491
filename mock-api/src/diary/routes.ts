import { contractRoutes } from '../http/contractRoutes';
import type { Static } from 'typebox';
import { invalidField } from '../http/apiError';
import {
  BODY_ERRORS,
  errorResponses,
  errorSchema,
  SECURITY_BEARER,
  SECURITY_BEARER_CSRF,
} from '../http/schemas';
import {
  type EntryBody,
  type ActivityLevel,
  type DiaryEntryRequest,
  type DiarySlot,
} from '@qis/contract/api';
import type { Locale } from '@qis/contract';
import { ownItemDeletion } from '../ownItemDeletion';
import type { DiaryService } from './service';

const tags = ['diary'];
const unprocessable = {
  422: errorSchema('Refers to a food, recipe or activity that does not exist, or the day is full'),
};
const catalogueMissing = { 503: errorSchema('The food catalogue or the recipes are not available yet') };

const ENTRY_FIELDS = {
  food: ['slot', 'foodId'],
  recipe: ['slot', 'recipeId', 'factor'],
  quick: ['slot', 'name', 'qis'],
  activity: ['code', 'minutes'],
  'my-food': ['slot', 'myFoodId'],
  'my-recipe': ['slot', 'myRecipeId', 'servings'],
} as const;
const OTHER_FIELDS = [
  'slot',
  'foodId',
  'grams',
  'portions',
  'unit',
  'recipeId',
  'factor',
  'name',
  'qis',
  'source',
  'code',
  'minutes',
  'myFoodId',
  'myRecipeId',
  'servings',
];

/** The body's fields for its kind: a missing one or one of another kind answers 400 naming it. */
function entryRequest(body: Static<typeof EntryBody>): DiaryEntryRequest {
  const required: readonly string[] = ENTRY_FIELDS[body.kind as keyof typeof ENTRY_FIELDS];
  const allowed = new Set<string>([
    ...required,
    ...(body.kind === 'food' ? ['grams', 'portions', 'unit'] : []),
    ...(body.kind === 'my-food' ? ['grams', 'portions'] : []),
    ...(body.kind === 'quick' ? ['source'] : []),
  ]);
  for (const field of required) {
    if ((body as Record<string, unknown>)[field] === undefined) {
      throw invalidField(field, `is required for a ${body.kind} entry`);
    }
  }
  for (const field of OTHER_FIELDS) {
    if (!allowed.has(field) && (body as Record<string, unknown>)[field] !== undefined) {
      throw invalidField(field, `does not belong to a ${body.kind} entry`);
    }
  }
  return body as unknown as DiaryEntryRequest;
}

/** The daily diary: entries by day, the range and the day's totals, the weeks, the member's foods. */
export const diaryRoutes = contractRoutes((_app, { service }: { service: DiaryService }) => ({
  'GET /api/diary/days/{date}': {
    config: { revalidate: true, versioned: true },
    schema: {
      tags,
      summary: 'One day of the diary',
      description:
        'The day’s entries, the member’s range (from the profile and the chosen activity level, or what is ' +
        'missing to compute it), the gym’s workouts of the day (UTC) and the totals: QIS eaten per slot, ' +
        'bonus QIS, the allowance (range + bonus) and what is left (negative: over).',
      security: SECURITY_BEARER,
    },
    responses: errorResponses(400, 401),
    handler: async (request) =>
      service.day(request.memberId, request.params.date, (request.query.locale ?? 'en') as Locale),
  },

  'POST /api/diary/entries': {
    schema: {
      tags,
      summary: 'Write down a food, a recipe, a quick add or an activity',
      description:
        'One entry per member and clientId: sending it again answers the stored one with 200 and ' +
        '`created: false`. The QIS are computed here: round(kcal × grams / 100 / 12) for a food (the ' +
        'catalogue’s or the member’s own, `my-food`), the recipe’s kcal × factor for a recipe, its kcal per ' +
        'serving × servings for a member’s recipe (`my-recipe`), the bonus formula at the latest weight for ' +
        'an activity; a quick add keeps its QIS. An entry keeps the name and QIS it was written with. At ' +
        'most 200 entries a day.',
      security: SECURITY_BEARER_CSRF,
    },
    responses: { ...errorResponses(...BODY_ERRORS, 401, 404), ...unprocessable, ...catalogueMissing },
    handler: async (request, reply) => {
      const answer = await service.create(request.memberId, entryRequest(request.body));
      return reply.code(answer.created ? 201 : 200).send(answer);
    },
  },

  'PATCH /api/diary/entries/{id}': {
    schema: {
      tags,
      summary: 'Change an entry (its amount, slot, minutes, or a quick add’s name and QIS)',
      security: SECURITY_BEARER_CSRF,
    },
    responses: { ...errorResponses(...BODY_ERRORS, 401, 404), ...unprocessable },
    handler: async (request) =>
      service.update(
        request.memberId,
        request.params.id,
        request.body as Parameters<DiaryService['update']>[2],
        (request.query.locale ?? 'en') as Locale,
      ),
  },

  'DELETE /api/diary/entries/{id}': ownItemDeletion({ tags, summary: 'Delete an entry' }, (memberId, id) =>
    service.remove(memberId, id),
  ),

  'POST /api/diary/copy': {
    schema: {
      tags,
      summary: 'Copy a slot or a whole day’s meals to another day',
      description: 'Activities are not copied. Sent again with the same clientId, adds nothing more.',
      security: SECURITY_BEARER_CSRF,
    },
    responses: { ...errorResponses(...BODY_ERRORS, 401), ...unprocessable },
    handler: async (request) =>
      service.copy(
        request.memberId,
        {
          ...request.body,
          slot: request.body.slot as DiarySlot | undefined,
          toSlot: request.body.toSlot as DiarySlot | undefined,
        },
        (request.query.locale ?? 'en') as Locale,
      ),
  },

  'GET /api/diary/summary': {
    schema: {
      tags,
      summary: 'The last 7 or 28 days against the range',
      description: 'Each day’s QIS eaten and bonus, whether it was in range (today’s range), and the count.',
      security: SECURITY_BEARER,
    },
    responses: errorResponses(400, 401),
    handler: async (request) =>
      service.summary(
        request.memberId,
        request.query.to ?? service.today(),
        Number(request.query.days ?? '7'),
      ),
  },

  'GET /api/diary/foods': {
    schema: {
      tags,
      summary: 'Search the member’s own foods and recipes, then the food catalogue, for the diary',
      description:
        'The member’s own foods and recipes whose names hold the words come first (`source: "mine"`), ' +
        'then the food database’s own search and ranking (foods without an energy value left out). ' +
        'Among equally good matches, the foods the member chose most often in the last 60 days first.',
      security: SECURITY_BEARER,
    },
    responses: { ...errorResponses(400, 401), ...catalogueMissing },
    handler: async (request) =>
      service.search(request.memberId, request.query.q, (request.query.locale ?? 'en') as Locale),
  },

  'GET /api/diary/activities': {
    schema: {
      tags,
      summary: 'The activities a member can log, with their Compendium code',
      security: SECURITY_BEARER,
    },
    responses: { ...errorResponses(400, 401), 503: errorSchema('The activity table is not available') },
    handler: async (request) =>
      service.activities(request.memberId, (request.query.locale ?? 'en') as Locale),
  },

  'GET /api/diary/recent': {
    schema: {
      tags,
      summary: 'The foods the member ate in the last 60 days, most frequent first',
      security: SECURITY_BEARER,
    },
    responses: { ...errorResponses(400, 401), ...catalogueMissing },
    handler: async (request) => service.recent(request.memberId, (request.query.locale ?? 'en') as Locale),
  },

  'GET /api/diary/settings': {
    schema: {
      tags,
      summary: 'The activity level the range is computed with (null until chosen)',
      security: SECURITY_BEARER,
    },
    responses: errorResponses(401),
    handler: async (request) => ({ activityLevel: await service.activityLevel(request.memberId) }),
  },

  'PUT /api/diary/settings': {
    schema: {
      tags,
      summary: 'Choose the activity level (the questionnaire’s four)',
      security: SECURITY_BEARER_CSRF,
    },
    responses: errorResponses(...BODY_ERRORS, 401),
    handler: async (request) => {
      await service.setActivityLevel(request.memberId, request.body.activityLevel as ActivityLevel);
      return { activityLevel: request.body.activityLevel as ActivityLevel };
    },
  },
}));
