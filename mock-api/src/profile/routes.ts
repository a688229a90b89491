import { contractRoutes } from '../http/contractRoutes';
import { BODY_ERRORS, errorResponses, SECURITY_BEARER, SECURITY_BEARER_CSRF } from '../http/schemas';
import type { ProfileService } from './service';

const tags = ['profile'];

export const profileRoutes = contractRoutes((_app, { service }: { service: ProfileService }) => ({
  'GET /api/profile': {
    config: { revalidate: true, versioned: true },
    schema: {
      tags,
      summary: 'The signed-in member’s profile',
      security: SECURITY_BEARER,
    },
    responses: errorResponses(401),
    handler: async (request) => service.profile(request.memberId),
  },

  'POST /api/profile': {
    schema: {
      tags,
      summary: 'Update the profile',
      description:
        'Every field is required. The email must be unique among members (409 "email-taken"). ' +
        'The membership number never changes.',
      security: SECURITY_BEARER_CSRF,
    },
    responses: errorResponses(...BODY_ERRORS, 401, 409),
    handler: async (request) => service.update(request.memberId, request.body),
  },

  'GET /api/profile/weight': {
    config: { revalidate: true, versioned: true },
    schema: {
      tags,
      summary: 'Weight history',
      security: SECURITY_BEARER,
    },
    responses: errorResponses(401),
    handler: async (request) => service.weightHistory(request.memberId),
  },

  'POST /api/profile/weight': {
    schema: {
      tags,
      summary: 'Save the weight of a day',
      description:
        'One entry per calendar day (the UTC day of `date`): saving again for that day replaces the ' +
        'weight. Answers the whole new history.',
      security: SECURITY_BEARER_CSRF,
    },
    responses: errorResponses(...BODY_ERRORS, 401),
    handler: async (request) => service.saveWeight(request.memberId, request.body.weight, request.body.date),
  },
}));
