import cluster, { type Worker } from 'node:cluster';
import { createServer as createHttpServer } from 'node:http';
import type { Socket } from 'node:net';
import closeWithGrace from 'close-with-grace';
import type { AggregatorRegistry, PrometheusContentType } from 'prom-client';
import type { Config } from '../config';
import { ListeningSocket } from './listeningSocket';
import { isMessage, type FromWorker, type ToWorker } from './messages';
import { startingAnswer, type DoorState } from './startingAnswers';

/** A worker that stops unasked is replaced after this pause, so a failing start does not spin. */
const REPLACE_AFTER_MS = 1_000;
/** Past the delay and the timeout, a stop that still has not ended is cut (exit code 1). */
const STOP_MARGIN_MS = 5_000;

const DEMO_SIGN_IN = 'Demo sign-in: demo@example.com / demo1234';

/** Tells the environment which worker to start first: it migrates and imports before the others start. */
export const PREPARE_ENV = 'QIS_PREPARE';

function announce(config: Config, port: number): void {
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  const processes = config.apiWorkers > 1 ? ` (${config.apiWorkers} worker processes)` : '';
  console.info(`QIS member portal: http://${host}:${port}/${processes}`);
  console.info(DEMO_SIGN_IN);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The primary process: the workers' supervisor. It opens no database. It listens at once, so the
 * port answers from the first second: until a worker serves, and after the last stopped, it answers
 * itself (startingAnswers.ts). The workers that serve accept on the listening socket themselves
 * (listeningSocket.ts).
 */
export async function runPrimary(config: Config): Promise<void> {
  const state: DoorState = {
    phase: 'starting',
    checks: { database: false, migrations: false, catalogue: false },
  };
  const serving: Worker[] = [];
  let next = 0;
  let stopping = false;
  let announced = false;
  let prepared = false;

  const fallback = createHttpServer(startingAnswer(() => state));
  // What the primary accepts itself: answered here while no worker serves, else handed to one (round
  // robin; a send that fails, the worker just died, closes the socket).
  const accept = (socket: Socket) => {
    const worker = serving.length > 0 ? serving[next++ % serving.length] : undefined;
    if (!worker) {
      fallback.emit('connection', socket);
      socket.resume();
      return;
    }
    worker.send({ type: 'qis:connection' } satisfies ToWorker, socket, { keepOpen: false }, (error) => {
      if (error) socket.destroy();
    });
  };
  const listening = new ListeningSocket({ port: config.port, host: config.host, backlog: 1024 }, accept);
  const port = await listening.open();

  // GET /metrics on any worker answers every worker's figures, summed here (prom-client's cluster mode).
  // Loaded at the first scrape: prom-client takes 80–200 ms to load, which would delay the first answer.
  let aggregator: Promise<AggregatorRegistry<PrometheusContentType>> | undefined;
  const clusterMetrics = () => {
    aggregator ??= import('prom-client').then((prom) => new prom.AggregatorRegistry<PrometheusContentType>());
    return aggregator.then((registry) => registry.clusterMetrics());
  };

  const fork = () => {
    // Until one worker has migrated and imported, each new one does (a first one may have died doing it).
    const worker = cluster.fork(prepared ? {} : { [PREPARE_ENV]: '1' });
    worker.on('message', (message: unknown) => {
      if (!isMessage<FromWorker>(message)) return;
      if (message.type === 'qis:checks') {
        if (serving.length === 0) state.checks = message.checks;
        return;
      }
      if (message.type === 'qis:metrics-request') {
        clusterMetrics().then(
          (text) => worker.send({ type: 'qis:metrics', id: message.id, text } satisfies ToWorker),
          () => worker.send({ type: 'qis:metrics', id: message.id, text: null } satisfies ToWorker),
        );
        return;
      }
      if (message.type !== 'qis:serving' || stopping) return;
      serving.push(worker);
      listening.share(worker);
      if (!prepared) {
        prepared = true;
        for (let i = 1; i < config.apiWorkers; i += 1) fork();
      }
      if (!announced && serving.length === config.apiWorkers) {
        announced = true;
        announce(config, port);
      }
    });
    worker.on('exit', (code, signal) => {
      const index = serving.indexOf(worker);
      if (index >= 0) serving.splice(index, 1);
      listening.forget(worker);
      if (stopping) return;
      console.error(`API worker ${worker.process.pid} stopped (${signal ?? code}): starting another`);
      setTimeout(fork, REPLACE_AFTER_MS).unref();
    });
  };
  fork();

  const workers = () => Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
  const killAll = () => {
    for (const worker of workers()) worker.process.kill('SIGKILL');
  };
  const broadcast = (message: ToWorker) => {
    for (const worker of workers()) if (worker.isConnected()) worker.send(message);
  };

  closeWithGrace(
    {
      delay: config.shutdownDelayMs + config.shutdownTimeoutMs + STOP_MARGIN_MS,
      logger: { error: (message: string) => console.error(message) },
      // The stop signals of an orchestrator and a terminal; the rest keep Node's default.
      skip: [
        'SIGHUP',
        'SIGQUIT',
        'SIGILL',
        'SIGTRAP',
        'SIGABRT',
        'SIGBUS',
        'SIGFPE',
        'SIGSEGV',
        'SIGUSR2',
        'beforeExit',
      ],
      onSecondSignal: (signal) => {
        console.error(`second ${signal}: exiting now`);
        killAll();
      },
      onTimeout: (ms) => {
        console.error(`the stop took over ${ms} ms: exiting now`);
        killAll();
      },
    },
    async ({ signal, err }) => {
      if (err) {
        // The primary's own fault: nothing it holds is worth finishing.
        console.error(err);
        killAll();
        process.exit(1);
      }
      console.info(
        `${signal ?? 'stop'}: readiness answers 503; still serving for ${config.shutdownDelayMs} ms`,
      );
      stopping = true;
      state.phase = 'stopping';
      broadcast({ type: 'qis:stop' });
      await sleep(config.shutdownDelayMs);
      // No new connections from here: the load balancers have had the delay to stop sending.
      await listening.close();
      fallback.closeIdleConnections();
      const codes = await Promise.all(
        workers().map(
          (worker) =>
            new Promise<number | null>((resolve) => {
              worker.once('exit', (code) => resolve(code));
              if (worker.isConnected()) worker.send({ type: 'qis:drain' } satisfies ToWorker);
              else worker.process.kill('SIGTERM');
            }),
        ),
      );
      fallback.closeAllConnections();
      await listening.ended;
      const failed = codes.filter((code) => code !== 0);
      if (failed.length > 0) throw new Error(`${failed.length} API worker(s) ended with a failure`);
    },
  );
}
