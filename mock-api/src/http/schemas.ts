import { errorSchema, NOT_BLANK } from '@qis/contract/api';
import type { TObject } from 'typebox';

// The error shape is the contract's; its statuses, descriptions and security schemes are the server's.
export { errorSchema, NOT_BLANK };

const ERROR_DESCRIPTIONS = {
  400: 'Invalid request: malformed JSON, a missing, extra or invalid field',
  401: 'Missing, invalid or expired credentials',
  403: 'Missing or wrong X-XSRF-TOKEN header (double-submit of the XSRF-TOKEN cookie)',
  404: 'Not found',
  409: 'Conflicts with existing data',
  413: 'Request body too large',
  415: 'Request body is not application/json',
  429: 'Too many attempts; see the Retry-After header',
} as const;

export type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;

/** Response schemas of the error statuses a route can answer, to sit beside its success schema. */
export function errorResponses(...statuses: ErrorStatus[]): Record<number, TObject> {
  const responses: Record<number, TObject> = {};
  for (const status of statuses) responses[status] = errorSchema(ERROR_DESCRIPTIONS[status]);
  return responses;
}

/** Statuses every route with a JSON body can answer before its handler runs. */
export const BODY_ERRORS: ErrorStatus[] = [400, 403, 413, 415];

export const SECURITY_BEARER = [{ bearer: [] }];
export const SECURITY_CSRF = [{ csrf: [] }];
export const SECURITY_BEARER_CSRF = [{ bearer: [], csrf: [] }];
