import cluster from 'node:cluster';
import { ConfigError, loadConfig } from './config';
import type * as Primary from './operations/primary';
import type * as Worker from './operations/worker';

/**
 * Start: the primary listens at once and supervises the API workers (operations/primary.ts); each
 * worker opens the database and serves (operations/worker.ts). Each loads only its own modules, so
 * the primary answers the port before the server's code is even read.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  /* eslint-disable @typescript-eslint/no-require-imports -- each process loads its own part only */
  if (cluster.isWorker) {
    const { runWorker } = require('./operations/worker') as typeof Worker;
    return runWorker(config);
  }
  const { runPrimary } = require('./operations/primary') as typeof Primary;
  /* eslint-enable @typescript-eslint/no-require-imports */
  return runPrimary(config);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
