import { contractRoutes } from '../http/contractRoutes';
import { BODY_ERRORS, errorResponses, SECURITY_BEARER_CSRF } from '../http/schemas';
import type { ContactService } from './service';

export const contactRoutes = contractRoutes((_app, { service }: { service: ContactService }) => ({
  'POST /api/contact': {
    schema: {
      tags: ['contact'],
      summary: 'Send a message to support',
      description:
        'Stored in the database; also mailed to support when the server has SMTP configured. ' +
        'At most 10 an hour per member (429).',
      security: SECURITY_BEARER_CSRF,
    },
    responses: errorResponses(...BODY_ERRORS, 401, 429),
    handler: async (request, reply) =>
      reply.status(201).send(await service.send(request.memberId, request.body, request.log)),
  },
}));
