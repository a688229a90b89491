import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CsrfResponse,
  LoginBody,
  LoginResponseSchema,
  LogoutResponse,
  RefreshBody,
  TokensSchema,
} from '@qis/contract/api';
import { BODY_ERRORS, errorResponses, SECURITY_CSRF } from '../http/schemas';
import type { AuthService } from './service';

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncTypebox<{ service: AuthService }> = async (app, { service }) => {
  app.get(
    '/csrf',
    {
      schema: {
        tags,
        summary: 'Issue the XSRF-TOKEN cookie',
        description:
          'Answers 204. Like every GET, it sets the XSRF-TOKEN cookie when the request has none; ' +
          'non-GET calls must echo it in the X-XSRF-TOKEN header.',
        response: { 204: CsrfResponse },
      },
    },
    async (_request, reply) => reply.status(204).send(null),
  );

  app.post(
    '/login',
    {
      schema: {
        tags,
        summary: 'Sign in',
        description:
          'Unknown email and wrong password answer the same 401. An expired membership answers 400 ' +
          '"expired" (only with the right password). Rate-limited per account and per client address (429).',
        security: SECURITY_CSRF,
        body: LoginBody,
        response: {
          200: LoginResponseSchema,
          ...errorResponses(...BODY_ERRORS, 401, 429),
        },
      },
    },
    async (request) => service.login(request.body.email, request.body.pass, request.ip),
  );

  app.post(
    '/refresh',
    {
      schema: {
        tags,
        summary: 'Exchange a refresh token for new tokens',
        description:
          'The refresh token is rotated: the one sent is used up. Sending a used one again revokes its ' +
          'whole session (401).',
        security: SECURITY_CSRF,
        body: RefreshBody,
        response: { 200: TokensSchema, ...errorResponses(...BODY_ERRORS, 401) },
      },
    },
    async (request) => service.refresh(request.body.refreshToken),
  );

  app.post(
    '/logout',
    {
      schema: {
        tags,
        summary: 'Sign out: revoke the session of a refresh token',
        security: SECURITY_CSRF,
        body: RefreshBody,
        response: { 204: LogoutResponse, ...errorResponses(...BODY_ERRORS) },
      },
    },
    async (request, reply) => {
      await service.logout(request.body.refreshToken);
      return reply.status(204).send(null);
    },
  );
};
