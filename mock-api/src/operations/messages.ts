import type { ReadinessChecks } from '@qis/contract/api';

// What the primary (the supervisor, see primary.ts) and its API workers tell each other over
// node:cluster's channel. A connection travels with `connection`, the port's listening socket with
// `listen` and `listener` (see listeningSocket.ts), each as the message's handle.

export type ToWorker =
  /** A connection the primary accepted (while no worker held the listening socket). */
  | { type: 'qis:connection' }
  /** The listening socket: accept on it from now on. */
  | { type: 'qis:listen' }
  /** Send a copy of the listening socket back, for a worker that starts. */
  | { type: 'qis:lend' }
  /** Readiness answers 503 from now on; keep serving what comes. */
  | { type: 'qis:stop' }
  /** Nothing new comes any more: finish what is in flight, close and exit. */
  | { type: 'qis:drain' }
  | { type: 'qis:metrics'; id: number; text: string | null };

export type FromWorker =
  /** How far its start has come (the probes' answers while no worker serves). */
  | { type: 'qis:checks'; checks: ReadinessChecks }
  /** Started: it may be handed connections. */
  | { type: 'qis:serving' }
  | { type: 'qis:metrics-request'; id: number }
  /** The copy `lend` asked for. */
  | { type: 'qis:listener' };

export function isMessage<T extends { type: string }>(message: unknown): message is T {
  return (
    typeof message === 'object' &&
    message !== null &&
    typeof (message as { type?: unknown }).type === 'string' &&
    (message as { type: string }).type.startsWith('qis:')
  );
}
