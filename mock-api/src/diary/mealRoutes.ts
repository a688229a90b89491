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
import type { MealsService } from './meals';

const tags = ['diary'];

/** Saved meals: a slot of a day kept under a name and added to any day in one write. */
export const mealRoutes = contractRoutes((_app, { service }: { service: MealsService }) => ({
  'GET /api/diary/meals': {
    schema: {
      tags,
      summary: 'The member’s saved meals',
      security: SECURITY_BEARER,
    },
    responses: errorResponses(401),
    handler: async (request) => service.list(request.memberId),
  },

  'POST /api/diary/meals': {
    schema: {
      tags,
      summary: 'Save the entries of a day’s slot as a meal',
      description:
        'Each entry is kept as it was written (name, amount, QIS). An empty slot answers 422 "empty-slot". ' +
        'At most 100 meals.',
      security: SECURITY_BEARER_CSRF,
    },
    responses: {
      ...errorResponses(...BODY_ERRORS, 401),
      422: errorSchema('The slot is empty, or too many meals are kept'),
    },
    handler: async (request, reply) =>
      reply.code(201).send(await service.save(request.memberId, request.body)),
  },

  'DELETE /api/diary/meals/{id}': ownItemDeletion(
    { tags, summary: 'Delete a saved meal', description: 'Days it was added to keep their entries.' },
    (memberId, id) => service.remove(memberId, id),
  ),

  'POST /api/diary/meals/{id}/add': {
    schema: {
      tags,
      summary: 'Add a saved meal’s entries to a day’s slot',
      description:
        'Once per clientId: sent again (an offline replay), it answers the entries already added and adds ' +
        'nothing more.',
      security: SECURITY_BEARER_CSRF,
    },
    responses: { ...errorResponses(...BODY_ERRORS, 401, 404), 422: errorSchema('The day is full') },
    handler: async (request) =>
      service.add(
        request.memberId,
        request.params.id,
        request.body,
        (request.query.locale ?? 'en') as Locale,
      ),
  },
}));
