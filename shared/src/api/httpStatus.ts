/**
 * The HTTP status of a failed call, whatever threw it: an RTK Query error (`unwrap()`; a body that was
 * not JSON keeps its status in `originalStatus`), a StreamError, or anything else with a numeric
 * `status`. Undefined when the server never answered (offline, timeout) or the value is no error.
 */
export function httpStatusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  if (typeof error.status === 'number') return error.status;
  return 'originalStatus' in error && typeof error.originalStatus === 'number'
    ? error.originalStatus
    : undefined;
}
