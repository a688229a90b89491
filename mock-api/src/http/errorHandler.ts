import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/unavailable';
import { ApiError } from './apiError';
import { describeValidationError } from './validationMessage';

/** Fastify's own 4xx errors, reworded into the API's codes and readable messages. */
const FASTIFY_CLIENT_ERRORS: Record<string, (error: FastifyError) => ApiError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () =>
    new ApiError(400, 'malformed-json', 'The request body is not valid JSON'),
  FST_ERR_CTP_EMPTY_JSON_BODY: () =>
    new ApiError(
      400,
      'malformed-json',
      'The request body is empty although its content type is application/json',
    ),
  FST_ERR_CTP_BODY_TOO_LARGE: () =>
    new ApiError(413, 'payload-too-large', 'The request body is too large for this API'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () =>
    new ApiError(
      415,
      'unsupported-media-type',
      'Send the request body as JSON with Content-Type: application/json',
    ),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () =>
    new ApiError(400, 'bad-request', 'The Content-Length header does not match the body'),
};

/** A database restart takes seconds: a client asks again after this. */
const DATABASE_RETRY_AFTER_S = 2;

/** The client's mistake (or a database that is down) as an ApiError, or null when the fault is the server's. */
export function toApiError(error: FastifyError | Error): ApiError | null {
  if (error instanceof ApiError) return error;
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    const part = fastifyError.validationContext ?? 'body';
    const problems = fastifyError.validation.map((problem) => describeValidationError(problem, part));
    return new ApiError(400, 'validation', problems[0]?.message ?? 'The request is invalid', problems);
  }
  const reword = fastifyError.code ? FASTIFY_CLIENT_ERRORS[fastifyError.code] : undefined;
  if (reword) return reword(fastifyError);
  // JSON.parse errors of the body parser carry 400 without a dedicated code on some paths.
  if (error instanceof SyntaxError && fastifyError.statusCode === 400) {
    return new ApiError(400, 'malformed-json', 'The request body is not valid JSON');
  }
  if (isDatabaseUnavailable(error)) {
    // Not the client's fault, but nothing to hide either: the same request succeeds once it is back.
    return new ApiError(
      503,
      'database-unavailable',
      'The database is not answering right now. Please try again in a few seconds.',
      undefined,
      { 'retry-after': String(DATABASE_RETRY_AFTER_S) },
    );
  }
  const status = fastifyError.statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    return new ApiError(status, status === 404 ? 'not-found' : 'bad-request', fastifyError.message);
  }
  return null;
}

/**
 * Every error leaves as `{ error, message, details? }`: 4xx with a readable message for anything the
 * client sent, 500 with a generic message (and the stack only in the log) for the server's faults.
 */
export function registerErrorHandling(
  app: FastifyInstance,
  notFoundFallback?: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>,
): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    const apiError = toApiError(error);
    if (!apiError) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .status(500)
        .send({ error: 'internal', message: 'An unexpected error occurred. Please try again later.' });
    }
    if (apiError.statusCode >= 500) request.log.error({ err: error }, apiError.message);
    return reply
      .status(apiError.statusCode)
      .headers(apiError.headers)
      .send({
        error: apiError.code,
        message: apiError.message,
        ...(apiError.details === undefined ? {} : { details: apiError.details }),
      });
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (notFoundFallback && (await notFoundFallback(request, reply))) return reply;
    const path = request.url.split('?')[0];
    return reply.status(404).send({ error: 'not-found', message: `Nothing is at ${request.method} ${path}` });
  });
}
