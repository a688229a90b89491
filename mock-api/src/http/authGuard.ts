import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type {} from '@fastify/jwt';
import type { AccessTokenPayload } from '../auth/tokens';
import { unauthorized } from './apiError';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member's id, set by the auth guard on protected routes. */
    memberId: string;
    /** The session (refresh token family) of the access token; '' for tokens that carry none. */
    sessionId: string;
    /** The member's data version ("epoch.member", see dataVersions.ts), read by the auth guard. */
    dataVersion: string;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_.-]+)$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function verifiedPayload(request: FastifyRequest): AccessTokenPayload {
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
  return payload;
}

export interface MemberGuardOptions {
  /**
   * The member's data version, or null when the member no longer exists. Asked on every request: a
   * signed token outlives a deleted account, and the deletion must stop it at once, on every API
   * instance. The version comes with the answer (one batched read, see dataVersions.ts) and tags
   * the member's versioned answers (revalidate.ts).
   */
  memberVersion: (memberId: string) => Promise<string | null>;
  /** Runs for each authenticated request (it records the member as online). */
  onAuthenticated?: (memberId: string) => Promise<void>;
}

/** onRequest hook of every protected route: a valid access token of an existing member, or 401. */
export function requireMember({
  memberVersion,
  onAuthenticated,
}: MemberGuardOptions): onRequestAsyncHookHandler {
  return async (request) => {
    const payload = verifiedPayload(request);
    const version = await memberVersion(payload.sub);
    if (version === null) {
      throw unauthorized('This account no longer exists: sign in again');
    }
    request.memberId = payload.sub;
    request.dataVersion = version;
    request.sessionId = typeof payload.sid === 'string' ? payload.sid : '';
    await onAuthenticated?.(payload.sub);
  };
}
