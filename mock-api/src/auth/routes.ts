import { contractRoutes } from '../http/contractRoutes';
import { BODY_ERRORS, errorResponses, SECURITY_CSRF } from '../http/schemas';
import type { AuthService } from './service';

const tags = ['auth'];

export const authRoutes = contractRoutes((_app, { service }: { service: AuthService }) => ({
  'GET /api/auth/csrf': {
    schema: {
      tags,
      summary: 'Issue the XSRF-TOKEN cookie',
      description:
        'Answers 204. Like every GET, it sets the XSRF-TOKEN cookie when the request has none; ' +
        'non-GET calls must echo it in the X-XSRF-TOKEN header.',
    },
    handler: async (_request, reply) => reply.status(204).send(null),
  },

  'POST /api/auth/login': {
    schema: {
      tags,
      summary: 'Sign in',
      description:
        'Unknown email and wrong password answer the same 401. An expired membership answers 400 ' +
        '"expired" (only with the right password). Rate-limited per account and per client address (429).',
      security: SECURITY_CSRF,
    },
    responses: errorResponses(...BODY_ERRORS, 401, 429),
    handler: async (request) => service.login(request.body.email, request.body.pass, request.ip),
  },

  'POST /api/auth/refresh': {
    schema: {
      tags,
      summary: 'Exchange a refresh token for new tokens',
      description:
        'The refresh token is rotated: the one sent is used up. Sending a used one again revokes its ' +
        'whole session (401).',
      security: SECURITY_CSRF,
    },
    responses: errorResponses(...BODY_ERRORS, 401),
    handler: async (request) => service.refresh(request.body.refreshToken),
  },

  'POST /api/auth/logout': {
    schema: {
      tags,
      summary: 'Sign out: revoke the session of a refresh token',
      security: SECURITY_CSRF,
    },
    responses: errorResponses(...BODY_ERRORS),
    handler: async (request, reply) => {
      await service.logout(request.body.refreshToken);
      return reply.status(204).send(null);
    },
  },
}));
