import type { ReadinessChecks } from '@qis/contract/api';

// What the primary (the front door, see primary.ts) and its API workers tell each other over
// node:cluster's channel. Connections travel with `connection`, as the socket's handle.

export type ToWorker =
  | { type: 'qis:connection' }
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
  | { type: 'qis:metrics-request'; id: number };

export function isMessage<T extends { type: string }>(message: unknown): message is T {
  return (
    typeof message === 'object' &&
    message !== null &&
    typeof (message as { type?: unknown }).type === 'string' &&
    (message as { type: string }).type.startsWith('qis:')
  );
}
