import { contractRoutes } from '../../http/contractRoutes';
import { acceptedLocale } from '../../http/acceptedLocale';
import { BODY_ERRORS, errorResponses, SECURITY_CSRF } from '../../http/schemas';
import type { PasswordResetService } from './service';

const tags = ['auth'];

/** A forgotten password; registered under /api/auth (no access token: the member is signed out). */
export const passwordResetRoutes = contractRoutes((_app, { service }: { service: PasswordResetService }) => ({
  'POST /api/auth/password-reset': {
    schema: {
      tags,
      summary: 'Ask for a password reset link by mail',
      description:
        'Answers 204 after the same delay whether or not the address is a member’s. A member gets ' +
        'one mail in the given language (at most 3 an hour per address), with a link to ' +
        '/{locale}/reset-password?token=… that works once, for an hour. Without SMTP_URL the link is ' +
        'logged at warn level. At most 20 requests an hour per client address (429).',
      security: SECURITY_CSRF,
    },
    responses: errorResponses(...BODY_ERRORS, 429),
    handler: async (request, reply) => {
      await service.request(request.body.email, request.body.locale, request.ip);
      return reply.status(204).send(null);
    },
  },

  'POST /api/auth/password-reset/confirm': {
    schema: {
      tags,
      summary: 'Set a new password with the link’s token',
      description:
        'The new password follows the rules of a change (400 "weak-password", the link still usable). ' +
        'A used, expired or unknown token answers 400 "invalid-reset-token". Every session of the ' +
        'member is signed out. Messages follow Accept-Language.',
      security: SECURITY_CSRF,
    },
    responses: errorResponses(...BODY_ERRORS, 429),
    handler: async (request, reply) => {
      await service.confirm(
        request.body.token,
        request.body.newPassword,
        acceptedLocale(request),
        request.ip,
      );
      return reply.status(204).send(null);
    },
  },
}));
