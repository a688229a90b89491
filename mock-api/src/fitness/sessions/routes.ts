import { contractRoutes } from '../../http/contractRoutes';
import {
  BODY_ERRORS,
  errorResponses,
  errorSchema,
  SECURITY_BEARER,
  SECURITY_BEARER_CSRF,
} from '../../http/schemas';
import type { FitnessSessionsService } from './service';

const tags = ['fitness'];

/** The guided workouts a member finished, and this week's count against the advice of about 2. */
export const fitnessSessionRoutes = contractRoutes(
  (_app, { service }: { service: FitnessSessionsService }) => ({
    'POST /api/fitness/sessions': {
      schema: {
        tags,
        summary: 'Record a finished guided workout',
        description:
          'One session per member, workout and startedAt: sending the same session again (a retried ' +
          'request) answers the recorded one with 200 and `created: false`, and it counts once. ' +
          'completedAt must be after startedAt, not in the future (2 minutes of clock skew allowed), ' +
          'within the last 30 days, at least a quarter of the workout’s length after startedAt (half of it at double speed) and at most 2 hours. ' +
          'The QIS use the aerobics MET of the 2011 Compendium (code 03015), the workout’s length and the ' +
          'member’s latest weight (70 kg when none is recorded). Answers the session and this week’s summary.',
        security: SECURITY_BEARER_CSRF,
      },
      responses: {
        ...errorResponses(...BODY_ERRORS, 401),
        503: errorSchema('The activity table is not available'),
      },
      handler: async (request, reply) => {
        const answer = await service.record(request.memberId, request.body);
        return reply.code(answer.created ? 201 : 200).send(answer);
      },
    },

    'GET /api/fitness/sessions/week': {
      config: { revalidate: true, versioned: true },
      schema: {
        tags,
        summary: 'This week’s workouts',
        description:
          'The current ISO week, counted in UTC (from Monday 00:00 UTC): how many guided workouts the member ' +
          'finished, the advice (about 2 a week) and the QIS they earned.',
        security: SECURITY_BEARER,
      },
      responses: errorResponses(401),
      handler: async (request) => service.week(request.memberId),
    },
  }),
);
