import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type {} from '@fastify/jwt';
import type { AccessTokenPayload } from '../auth/tokens';
import { unauthorized } from './apiError';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member's id, set by the auth guard on protected routes. */
    memberId: string;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_.-]+)$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function memberIdOf(request: FastifyRequest): string {
  const match = BEARER.exec(request.headers.authorization ?? '');
  if (!match?.[1]) {
    throw unauthorized('Sign in first: this call needs an "Authorization: Bearer <access token>" header');
  }
  let payload: AccessTokenPayload;
  try {
    payload = request.server.jwt.verify<AccessTokenPayload>(match[1]);
  } catch (error) {
    const expired = (error as { code?: string }).code === 'FAST_JWT_EXPIRED';
    throw unauthorized(
      expired
        ? 'The access token has expired: refresh it (POST /api/auth/refresh) or sign in again'
        : 'The access token is invalid: sign in again',
    );
  }
  if (typeof payload.sub !== 'string' || !UUID.test(payload.sub)) {
    throw unauthorized('The access token is invalid: sign in again');
  }
  return payload.sub;
}

/**
 * onRequest hook of every protected route: a valid access token or 401. `onAuthenticated` runs for
 * each authenticated request (it records the member as online).
 */
export function requireMember(
  onAuthenticated?: (memberId: string) => Promise<void>,
): onRequestAsyncHookHandler {
  return async (request) => {
    request.memberId = memberIdOf(request);
    await onAuthenticated?.(request.memberId);
  };
}
