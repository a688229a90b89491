import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BODY_ERRORS, errorResponses, SECURITY_BEARER, SECURITY_BEARER_CSRF } from '../http/schemas';
import { UserSchema } from '@qis/contract/api';
import { ProfileUpdateBody, WeightHistorySchema, WeightSaveBody } from '@qis/contract/api';
import type { ProfileService } from './service';

const tags = ['profile'];

export const profileRoutes: FastifyPluginAsyncTypebox<{ service: ProfileService }> = async (
  app,
  { service },
) => {
  app.get(
    '/profile',
    {
      config: { revalidate: true, versioned: true },
      schema: {
        tags,
        summary: 'The signed-in member’s profile',
        security: SECURITY_BEARER,
        response: { 200: UserSchema, ...errorResponses(401) },
      },
    },
    async (request) => service.profile(request.memberId),
  );

  app.post(
    '/profile',
    {
      schema: {
        tags,
        summary: 'Update the profile',
        description:
          'Every field is required. The email must be unique among members (409 "email-taken"). ' +
          'The membership number never changes.',
        security: SECURITY_BEARER_CSRF,
        body: ProfileUpdateBody,
        response: { 200: UserSchema, ...errorResponses(...BODY_ERRORS, 401, 409) },
      },
    },
    async (request) => service.update(request.memberId, request.body),
  );

  app.get(
    '/profile/weight',
    {
      config: { revalidate: true, versioned: true },
      schema: {
        tags,
        summary: 'Weight history',
        security: SECURITY_BEARER,
        response: { 200: WeightHistorySchema, ...errorResponses(401) },
      },
    },
    async (request) => service.weightHistory(request.memberId),
  );

  app.post(
    '/profile/weight',
    {
      schema: {
        tags,
        summary: 'Save the weight of a day',
        description:
          'One entry per calendar day (the UTC day of `date`): saving again for that day replaces the ' +
          'weight. Answers the whole new history.',
        security: SECURITY_BEARER_CSRF,
        body: WeightSaveBody,
        response: { 200: WeightHistorySchema, ...errorResponses(...BODY_ERRORS, 401) },
      },
    },
    async (request) => service.saveWeight(request.memberId, request.body.weight, request.body.date),
  );
};
