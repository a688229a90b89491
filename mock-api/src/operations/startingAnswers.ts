import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ReadinessChecks } from '@qis/contract/api';

/** What the front door knows while no worker serves: starting (with how far), or stopping. */
export interface DoorState {
  phase: 'starting' | 'stopping';
  checks: ReadinessChecks;
}

/** A client asked during the start waits this long before asking again. */
export const STARTING_RETRY_AFTER_S = 5;

const MESSAGES = {
  starting: 'The portal is starting. Please try again in a few seconds.',
  stopping: 'This server is stopping. Please try again in a few seconds.',
};

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    // The next request opens a new connection, which a worker takes once one serves.
    connection: 'close',
    ...headers,
  });
  response.end(text);
}

/**
 * The answers of the port before any worker serves (and after the last stopped): the process is
 * live, not ready (naming the checks still failing), and everything else is a readable 503.
 */
export function startingAnswer(state: () => DoorState) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    // A body, if any, is not read: the connection closes after the answer.
    const path = (request.url ?? '/').split('?')[0];
    const { phase, checks } = state();
    if (path === '/api/health/live') {
      send(response, 200, { status: 'live' });
      return;
    }
    if (path === '/api/health/ready') {
      const failing = Object.entries(checks)
        .filter(([, ok]) => !ok)
        .map(([name]) => name);
      send(response, 503, {
        error: phase === 'stopping' ? 'stopping' : 'not-ready',
        message: phase === 'stopping' ? MESSAGES.stopping : `Not ready: ${failing.join(', ') || 'starting'}`,
        details: checks,
      });
      return;
    }
    send(
      response,
      503,
      { error: phase, message: MESSAGES[phase] },
      { 'retry-after': String(STARTING_RETRY_AFTER_S) },
    );
  };
}
