import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig, MEMORY_DATA_DIR, type Config } from './config';
import { openDatabase, type Database } from './db/client';
import { migrateDatabase } from './db/migrate';
import { loadFoodImportConfig } from './foods/config';
import { importAtFirstStart } from './foods/import/firstStart';
import { FoodsRepository } from './foods/repository';
import { FoodsService } from './foods/service';
import { adminSocketPath, startAdminChannel } from './members/adminChannel';
import { MembersRepository } from './members/repository';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from './members/seedDemo';
import { seedDemoDiary } from './diary/seedDemoDiary';
import { BonusService } from './nutrition/bonus/service';
import { referenceDataDir } from './nutrition/referenceData';
import { ProfileRepository } from './profile/repository';

/** Migrations and the demo member: once, before any process serves. */
async function prepare(database: Database): Promise<void> {
  await migrateDatabase(database);
  await seedDemo(database.db);
}

/**
 * The first food import runs while the server already answers: liveness says it runs, readiness
 * says "not ready" (catalogue) until the import is done, so a load balancer waits for it.
 */
async function importCatalogue(database: Database): Promise<void> {
  await importAtFirstStart(new FoodsRepository(database.db), loadFoodImportConfig());
  await seedDemoDiary(database.db, new BonusService(new ProfileRepository(database.db), referenceDataDir()));
}

/** A worker reloads its catalogue when the primary says the first import is done. */
const CATALOGUE_IMPORTED = 'qis:catalogue-imported';

function announce(config: Config, port: number, workers: number): void {
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  const processes = workers > 1 ? ` (${workers} worker processes)` : '';
  console.info(`QIS member portal: http://${host}:${port}/${processes}`);
  console.info(`Demo sign-in: ${DEMO_EMAIL} / ${DEMO_PASSWORD}`);
}

/** On SIGINT/SIGTERM: in-flight requests finish, new connections are refused, then `close` runs. */
function closeOnSignal(log: (message: string) => void, close: () => Promise<void>): () => boolean {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: closing`);
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return () => stopping;
}

async function listen(
  config: Config,
  database: Database,
): Promise<{ app: FastifyInstance; foods: FoodsService }> {
  const foods = new FoodsService(new FoodsRepository(database.db));
  await foods.reload();
  // A served instance builds its search indexes before it listens (or, on a first start, as soon as
  // the import is loaded, before readiness says so): the first member's search does not pay for them.
  foods.current?.prepare();
  const app = await buildApp({ config, database, foods });
  await app.listen({ port: config.port, host: config.host });
  return { app, foods };
}

/** One process serves: the embedded database (one process only), or API_WORKERS=1. */
async function serveAlone(config: Config, database: Database): Promise<void> {
  const { app, foods } = await listen(config, database);

  // The embedded database admits one process: `npm run member:create` reaches it through this server.
  const closeAdminChannel =
    config.database.kind === 'pglite' && config.database.dataDir !== MEMORY_DATA_DIR
      ? await startAdminChannel(adminSocketPath(config.database.dataDir), new MembersRepository(database.db))
      : async () => undefined;

  const stopping = closeOnSignal(
    (message) => app.log.info(message),
    async () => {
      await app.close();
      await closeAdminChannel();
      await database.close();
    },
  );
  try {
    await importCatalogue(database);
    if (await foods.reloadIfChanged()) foods.current?.prepare();
  } catch (error) {
    // A stop during the import closed the database under it: that is not a failure to report.
    if (stopping()) return;
    throw error;
  }
  const address = app.server.address();
  announce(config, typeof address === 'object' && address ? address.port : config.port, 1);
}

/**
 * Several processes share the port (node:cluster hands each connection to one), so a PostgreSQL
 * deployment uses every core of the machine. A worker that dies is replaced.
 */
async function serveWithWorkers(config: Config, database: Database): Promise<void> {
  let stopping = false;
  let listening = 0;
  let imported = false;
  let port = config.port;
  const fork = () => cluster.fork();
  // Announced once every worker listens and the catalogue is imported, whichever comes last.
  const announceWhenServing = () => {
    if (imported && listening >= config.apiWorkers) announce(config, port, config.apiWorkers);
  };
  cluster.on('listening', (worker, address) => {
    listening += 1;
    port = address.port;
    if (imported) worker.send(CATALOGUE_IMPORTED);
    if (listening === config.apiWorkers) announceWhenServing();
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.error(`API worker ${worker.process.pid} stopped (${signal ?? code}): starting another`);
    fork();
  });
  for (let i = 0; i < config.apiWorkers; i += 1) fork();
  closeOnSignal(console.info, async () => {
    stopping = true;
    await database.close().catch(() => undefined);
    const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            worker.once('exit', () => resolve());
            worker.kill('SIGTERM');
          }),
      ),
    );
  });
  try {
    await importCatalogue(database);
  } catch (error) {
    // A stop during the import closed the database under it: that is not a failure to report.
    if (!stopping) throw error;
  } finally {
    await database.close().catch(() => undefined);
  }
  if (stopping) return;
  imported = true;
  for (const worker of Object.values(cluster.workers ?? {})) worker?.send(CATALOGUE_IMPORTED);
  announceWhenServing();
}

async function serveAsWorker(config: Config): Promise<void> {
  const database = await openDatabase(config.database);
  try {
    const { app, foods } = await listen(config, database);
    process.on('message', (message) => {
      if (message !== CATALOGUE_IMPORTED) return;
      foods
        .reloadIfChanged()
        .then((changed) => changed && foods.current?.prepare())
        .catch((error: unknown) => app.log.warn({ err: error }, 'food catalogue reload failed'));
    });
    closeOnSignal(
      (message) => app.log.info(message),
      async () => {
        await app.close();
        await database.close();
      },
    );
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}

/** Start: configuration, database, migrations, demo member, food catalogue (first start), then listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  if (cluster.isWorker) return serveAsWorker(config);
  let database: Database | null = null;
  try {
    database = await openDatabase(config.database);
    await prepare(database);
    if (config.apiWorkers === 1) return await serveAlone(config, database);
    const primary = database;
    database = null;
    await serveWithWorkers(config, primary);
  } catch (error) {
    await database?.close().catch(() => undefined);
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
