/**
 * An answer the client caused and can act on: it becomes `{ error, message, details? }` with the
 * status code. `code` is stable (clients branch on it); `message` is for people.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (code: string, message: string, details?: unknown) =>
  new ApiError(400, code, message, details);

/** A field the schema cannot check (it depends on today's date or on other rows). */
export const invalidField = (field: string, message: string) =>
  new ApiError(400, 'validation', `${field} ${message}`, [{ field, message }]);

export const unauthorized = (message: string, code = 'unauthorized') => new ApiError(401, code, message);

export const conflict = (code: string, message: string) => new ApiError(409, code, message);

export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new ApiError(
    429,
    'rate-limited',
    message,
    { retryAfterSeconds },
    { 'retry-after': String(retryAfterSeconds) },
  );
