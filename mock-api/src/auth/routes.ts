import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { BODY_ERRORS, errorResponses, SECURITY_CSRF } from '../http/schemas';
import { UserSchema } from '@qis/contract/api';
import type { AuthService } from './service';

const RefreshTokenField = Type.String({ minLength: 1, maxLength: 200, description: 'The refresh token' });

const LoginBody = Type.Object(
  {
    // No format check: any 400 from sign-in means "membership expired" to the portal, so a
    // malformed email gets the same 401 as an unknown one.
    email: Type.String({ minLength: 1, maxLength: 254 }),
    pass: Type.String({ minLength: 1, maxLength: 1024 }),
  },
  { additionalProperties: false },
);

const Tokens = {
  accessToken: Type.String({ description: 'JWT (HS256) for the Authorization: Bearer header; short-lived' }),
  refreshToken: Type.String({ description: 'Single use: each refresh answers the next one' }),
};

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
        response: { 204: Type.Null({ description: 'The cookie is set (or was already)' }) },
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
          200: Type.Object({ ...Tokens, user: UserSchema }),
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
        body: Type.Object({ refreshToken: RefreshTokenField }, { additionalProperties: false }),
        response: { 200: Type.Object(Tokens), ...errorResponses(...BODY_ERRORS, 401) },
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
        body: Type.Object({ refreshToken: RefreshTokenField }, { additionalProperties: false }),
        response: { 204: Type.Null({ description: 'Signed out' }), ...errorResponses(...BODY_ERRORS) },
      },
    },
    async (request, reply) => {
      await service.logout(request.body.refreshToken);
      return reply.status(204).send(null);
    },
  );
};
