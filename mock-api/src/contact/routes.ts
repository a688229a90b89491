import { LOCALES } from '@qis/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { BODY_ERRORS, errorResponses, NOT_BLANK, SECURITY_BEARER_CSRF } from '../http/schemas';
import type { ContactService } from './service';

const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: NOT_BLANK });

const ContactBody = Type.Object(
  {
    name: Text(100),
    email: Type.String({ format: 'email', maxLength: 254 }),
    reason: Type.Enum(['concept', 'meal-plan', 'qis', 'bonus-points', 'improvement', 'other']),
    reference: Type.Optional(Type.String({ maxLength: 100 })),
    membershipNumber: Text(50),
    message: Text(5000),
    locale: Type.Enum([...LOCALES]),
  },
  { additionalProperties: false },
);

export const contactRoutes: FastifyPluginAsyncTypebox<{ service: ContactService }> = async (
  app,
  { service },
) => {
  app.post(
    '/contact',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message to support',
        description: 'Stored in the database; also mailed to support when the server has SMTP configured.',
        security: SECURITY_BEARER_CSRF,
        body: ContactBody,
        response: {
          201: Type.Object({ id: Type.String({ format: 'uuid' }) }),
          ...errorResponses(...BODY_ERRORS, 401),
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.send(request.memberId, request.body, request.log)),
  );
};
