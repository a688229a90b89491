import type { ApiError } from '@qis/contract/api';

/** One entry of an API error's `details`: the field it is about, and what the route adds (a reason code). */
export interface ApiErrorDetail {
  field?: string;
  message?: string;
  problem?: string;
  [key: string]: unknown;
}

/** The API's `{ error, message, details }` answer, with `details` read as a list of field entries. */
export interface ApiErrorAnswer extends Omit<ApiError, 'details'> {
  status: number;
  details: ApiErrorDetail[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The API's own answer inside a failed RTK Query call (`unwrap()`), or null when the server never
 * gave one (offline, a proxy's page): the screen then says "try again later" instead of a message.
 */
export function apiErrorOf(error: unknown): ApiErrorAnswer | null {
  if (!isRecord(error) || typeof error.status !== 'number' || !isRecord(error.data)) return null;
  const { error: code, message, details } = error.data;
  if (typeof code !== 'string' || typeof message !== 'string') return null;
  return {
    status: error.status,
    error: code,
    message,
    details: Array.isArray(details) ? details.filter(isRecord) : [],
  };
}
