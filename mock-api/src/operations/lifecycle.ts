/**
 * Where this API process stands in its stop. `stopping`: readiness answers 503 and every answer
 * closes its connection, while the load balancers still send for SHUTDOWN_DELAY_MS.
 */
export class Lifecycle {
  stopping = false;
}
