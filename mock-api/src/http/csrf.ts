import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type {} from '@fastify/cookie';
import { ApiError } from './apiError';

import { CSRF_COOKIE, CSRF_HEADER } from '@qis/contract';

// The names the browser's session path (shared/src/api/sessionFetch.ts) uses: the contract's.
export const CSRF_COOKIE_NAME = CSRF_COOKIE;
export const CSRF_HEADER_NAME = CSRF_HEADER;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameToken(header: string, cookie: string): boolean {
  const a = Buffer.from(header);
  const b = Buffer.from(cookie);
  return a.length === b.length && timingSafeEqual(a, b);
}

const TOKEN_BYTES = 32;

function issueCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.setCookie(CSRF_COOKIE_NAME, randomBytes(TOKEN_BYTES).toString('base64url'), {
    path: '/',
    sameSite: 'strict',
    // Readable on purpose: the page copies it into the X-XSRF-TOKEN header (double submit).
    httpOnly: false,
    secure: request.protocol === 'https',
  });
}

/**
 * Double-submit CSRF protection for every route. Safe requests without the cookie get one; every
 * other request must echo the cookie in the X-XSRF-TOKEN header. A cross-site page can make the
 * browser send the cookie, but cannot read it to fill the header.
 */
async function csrfPlugin(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[CSRF_COOKIE_NAME];
    if (SAFE_METHODS.has(request.method)) {
      if (!cookie) issueCookie(request, reply);
      return;
    }
    const header = request.headers[CSRF_HEADER_NAME.toLowerCase()];
    if (typeof header !== 'string' || !cookie || !sameToken(header, cookie)) {
      throw new ApiError(
        403,
        'csrf',
        `Missing or wrong ${CSRF_HEADER_NAME} header: send the value of the ${CSRF_COOKIE_NAME} cookie ` +
          `(GET /api/auth/csrf issues one)`,
      );
    }
  });
}

export default fp(csrfPlugin, { name: 'qis-csrf', dependencies: ['@fastify/cookie'] });
