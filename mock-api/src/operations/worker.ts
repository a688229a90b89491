import { createServer, type Server } from 'node:http';
import type { Server as NetServer, Socket } from 'node:net';
import type { ReadinessChecks } from '@qis/contract/api';
import { buildApp } from '../app';
import { safetyModel } from '../coaching/assistant/safety/classifier/classifier';
import { MEMORY_DATA_DIR, type Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedDemoDiary } from '../diary/seedDemoDiary';
import { loadFoodImportConfig } from '../foods/config';
import { importAtFirstStart } from '../foods/import/firstStart';
import { FoodsRepository } from '../foods/repository';
import { FoodsService } from '../foods/service';
import { adminSocketPath, startAdminChannel } from '../members/adminChannel';
import { MembersRepository } from '../members/repository';
import { seedDemo } from '../members/seedDemo';
import { BonusService } from '../nutrition/bonus/service';
import { referenceDataDir } from '../nutrition/referenceData';
import { ProfileRepository } from '../profile/repository';
import { Lifecycle } from './lifecycle';
import { isMessage, type FromWorker, type ToWorker } from './messages';
import { PREPARE_ENV } from './primary';

const tell = (message: FromWorker) => process.send?.(message);

/** Asks the primary for every worker's metrics (prom-client's AggregatorRegistry runs there). */
function clusterMetrics(): () => Promise<string | null> {
  let nextId = 0;
  const waiting = new Map<number, (text: string | null) => void>();
  process.on('message', (message: unknown) => {
    if (!isMessage<ToWorker>(message) || message.type !== 'qis:metrics') return;
    waiting.get(message.id)?.(message.text);
    waiting.delete(message.id);
  });
  return () =>
    new Promise((resolve) => {
      const id = nextId++;
      waiting.set(id, resolve);
      tell({ type: 'qis:metrics-request', id });
    });
}

/**
 * The migrations, the demo member and, on a first start, the food catalogue: done by the first
 * worker before the others start. The import can hold this process's event loop for seconds (the
 * embedded database runs in it), which is why the primary answers the port meanwhile.
 */
async function prepare(database: Database, checks: ReadinessChecks): Promise<void> {
  await migrateDatabase(database);
  await seedDemo(database.db);
  checks.migrations = true;
  tell({ type: 'qis:checks', checks });
  await importAtFirstStart(new FoodsRepository(database.db), loadFoodImportConfig());
  try {
    await seedDemoDiary(
      database.db,
      new BonusService(new ProfileRepository(database.db), referenceDataDir()),
    );
  } catch (error) {
    // The demo's diary is a courtesy: without it (no activity table, say) the portal still serves.
    console.warn(`The demo member's diary was not filled: ${(error as Error).message}`);
  }
}

/**
 * An API worker: opens the database, builds the app, and serves the connections it accepts on the
 * listening socket the primary passed it (and the few the primary hands it). It stops when the
 * primary says so (its signals go to the primary), and exits at once if the primary is gone.
 */
export async function runWorker(config: Config): Promise<void> {
  // A terminal's Ctrl-C reaches the whole process group: the primary orders the stop.
  process.on('SIGINT', () => undefined);
  process.on('SIGTERM', () => undefined);
  process.on('disconnect', () => process.exit(1));

  let stopRequested = false;
  let stop: () => Promise<void> = async () => {
    stopRequested = true;
  };
  const lifecycle = new Lifecycle();
  let server: Server | undefined;
  // Copies of the port's listening socket (see listeningSocket.ts): each accepts a connection per turn.
  const listeners: NetServer[] = [];
  const serve = (socket: Socket) => {
    if (!server) socket.destroy();
    else {
      // An HTTP server turns Nagle's algorithm off only on the sockets it accepts itself. Left on, a
      // compressed answer (its head, then its body) waits for the client's delayed ACK: 40 ms on
      // Linux for every answer but a connection's first (see docs/operations.md).
      socket.setNoDelay(true);
      server.emit('connection', socket);
      socket.resume();
    }
  };
  process.on('message', (message: unknown, handle: unknown) => {
    if (!isMessage<ToWorker>(message)) return;
    if (message.type === 'qis:connection') {
      if (handle) serve(handle as Socket);
    } else if (message.type === 'qis:listen') {
      if (!handle) return;
      const listener = handle as NetServer;
      listeners.push(listener);
      listener.on('connection', serve);
      // Accepting fails only for the process's own limits (EMFILE): the socket keeps listening.
      listener.on('error', (error) => console.error('accepting a connection failed:', error));
    } else if (message.type === 'qis:lend') {
      if (listeners[0])
        process.send?.({ type: 'qis:listener' } satisfies FromWorker, listeners[0], { keepOpen: true });
    } else if (message.type === 'qis:stop') lifecycle.stopping = true;
    else if (message.type === 'qis:drain') {
      // No new connections from here; those accepted are finished by stop(). The close waits for the
      // end of this turn's poll phase: connections that queued while a long request held the event
      // loop are reported in the same poll as this message, and closing first would reset them.
      setImmediate(() => {
        for (const listener of listeners) listener.close();
        void drain();
      });
    }
  });
  const drain = () =>
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );

  const checks: ReadinessChecks = { database: false, migrations: false, catalogue: false };
  const database = await openDatabase(config.database);
  stop = async () => {
    await database.close();
  };
  checks.database = true;
  tell({ type: 'qis:checks', checks });
  if (process.env[PREPARE_ENV]) await prepare(database, checks);
  checks.migrations = true;

  const foods = new FoodsService(new FoodsRepository(database.db));
  await foods.reload();
  // Built before the first member's search, not by it.
  foods.current?.prepare();
  // The assistant's safety classifier too: loaded before the first question, not by it.
  safetyModel();
  checks.catalogue = foods.size > 0;
  tell({ type: 'qis:checks', checks });

  const app = await buildApp({
    config,
    database,
    foods,
    lifecycle,
    aggregateMetrics: clusterMetrics(),
    serverFactory: (handler) => {
      server = createServer(handler);
      // As Fastify sets its own: a kept-alive connection outlives a load balancer's idle timeout.
      server.keepAliveTimeout = 72_000;
      return server;
    },
  });
  await app.ready();

  // The embedded database admits one process: `npm run member:create` reaches it through this worker.
  const closeAdminChannel =
    config.database.kind === 'pglite' && config.database.dataDir !== MEMORY_DATA_DIR
      ? await startAdminChannel(adminSocketPath(config.database.dataDir), new MembersRepository(database.db))
      : async () => undefined;

  stop = async () => {
    await app.close();
    await closeAdminChannel();
    await database.close();
  };
  if (stopRequested) {
    await stop();
    process.exit(0);
  }
  tell({ type: 'qis:serving' });
}
