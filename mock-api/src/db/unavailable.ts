/** Socket errors of a database that is down, restarting or unreachable. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's own: class 08 (connection exception), the server shutting down or starting
 * (57P01–57P03), and no connection slot left (53300).
 */
const SQLSTATE = /^(08...|57P0[123]|53300)$/;

/**
 * node-postgres says so in words only when the socket ended, the pool gave up waiting, or a new
 * connection was not made in time (the client's own `timeout expired`).
 */
const MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|timeout expired|not queryable|Connection ended/i;

/**
 * Whether an error means "the database is not answering now" rather than a fault of the query: the
 * request then answers 503, and the same request succeeds once the database is back. drizzle wraps
 * the driver's error as its `cause`.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
    if (MESSAGES.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}
