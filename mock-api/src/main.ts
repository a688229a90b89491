import { buildApp } from './app';
import { ConfigError, loadConfig, MEMORY_DATA_DIR } from './config';
import { openDatabase, type Database } from './db/client';
import { migrateDatabase } from './db/migrate';
import { loadFoodImportConfig } from './foods/config';
import { importAtFirstStart } from './foods/import/firstStart';
import { FoodsRepository } from './foods/repository';
import { adminSocketPath, startAdminChannel } from './members/adminChannel';
import { MembersRepository } from './members/repository';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from './members/seedDemo';

/** Start: configuration, database, migrations, demo member, food catalogue (first start), then listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  const foodImport = loadFoodImportConfig();
  let database: Database | null = null;
  try {
    database = await openDatabase(config.database);
    await migrateDatabase(database);
    await seedDemo(database.db);
    await importAtFirstStart(new FoodsRepository(database.db), foodImport);
    const app = await buildApp({ config, database });
    await app.listen({ port: config.port, host: config.host });

    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const host = config.host.includes(':') ? `[${config.host}]` : config.host;
    console.info(`QIS member portal: http://${host}:${port}/`);
    console.info(`Demo sign-in: ${DEMO_EMAIL} / ${DEMO_PASSWORD}`);

    // The embedded database admits one process: `npm run member:create` reaches it through this server.
    const closeAdminChannel =
      config.database.kind === 'pglite' && config.database.dataDir !== MEMORY_DATA_DIR
        ? await startAdminChannel(
            adminSocketPath(config.database.dataDir),
            new MembersRepository(database.db),
          )
        : async () => undefined;

    const opened = database;
    let stopping = false;
    const stop = (signal: NodeJS.Signals) => {
      if (stopping) return;
      stopping = true;
      app.log.info(`${signal}: closing`);
      // In-flight requests finish; new connections are refused; then the database closes.
      void app
        .close()
        .then(() => closeAdminChannel())
        .then(() => opened.close())
        .then(
          () => process.exit(0),
          (error: unknown) => {
            console.error(error);
            process.exit(1);
          },
        );
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  } catch (error) {
    await database?.close().catch(() => undefined);
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
