import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Pool } from 'pg';
import { databaseFromPglite, databaseFromPool, type Database } from '../../src/db/client';
import { MIGRATIONS_FOLDER, migrateDatabase } from '../../src/db/migrate';

/**
 * A fresh, migrated database for one test file, so files run in parallel and repeatedly:
 * - DATABASE_URL set: a new database on that PostgreSQL server, dropped at the end;
 * - otherwise: an in-memory PGlite, loaded from a migrated template kept in the temp folder
 *   (loading takes about a second; creating one from scratch, several).
 */
export interface TestDatabase {
  database: Database;
  /** Another connection to the same database, as a second API instance would have. */
  openAnother(): Promise<Database>;
  dispose(): Promise<void>;
  kind: 'pglite' | 'postgres';
  /** The database's URL on PostgreSQL (for a server process a test starts); absent on PGlite. */
  url?: string;
}

export function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  return url ? createPostgresDatabase(url) : createPgliteDatabase();
}

function templateKey(): string {
  const hash = createHash('sha256');
  const pgliteVersion = (
    JSON.parse(
      readFileSync(
        path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json'),
        'utf8',
      ),
    ) as { version: string }
  ).version;
  hash.update(pgliteVersion);
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(readFileSync(full));
    }
  };
  walk(MIGRATIONS_FOLDER);
  return hash.digest('hex').slice(0, 16);
}

async function pgliteTemplate(): Promise<Buffer> {
  const file = path.join(tmpdir(), `qis-mock-api-pglite-${templateKey()}.tar`);
  if (existsSync(file)) return readFileSync(file);
  const client = new PGlite();
  await migrateDatabase(databaseFromPglite(client));
  const dump = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
  await client.close();
  // Another test file may be writing the same template: write aside, then rename atomically.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, dump);
  renameSync(partial, file);
  return dump;
}

async function createPgliteDatabase(): Promise<TestDatabase> {
  const template = await pgliteTemplate();
  const client = new PGlite({ loadDataDir: new Blob([template]) });
  await client.waitReady;
  const database = databaseFromPglite(client);
  await migrateDatabase(database);
  return {
    kind: 'pglite',
    database,
    // One PGlite admits one connection: a second instance shares it (and must not close it).
    openAnother: async () => ({ ...databaseFromPglite(client), close: async () => undefined }),
    dispose: () => database.close(),
  };
}

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function createPostgresDatabase(adminUrl: string): Promise<TestDatabase> {
  const name = `qis_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new Pool({ connectionString: adminUrl, max: 1 });
  await admin.query(`create database "${name}"`);
  const url = withDatabaseName(adminUrl, name);
  const pools: Pool[] = [];
  const open = () => {
    const pool = new Pool({ connectionString: url, max: 5 });
    pools.push(pool);
    // Dropping the database at the end cuts connections that pool.end() is still closing.
    return databaseFromPool(pool, () => undefined);
  };
  const database = open();
  await migrateDatabase(database);
  return {
    kind: 'postgres',
    url,
    database,
    openAnother: async () => open(),
    dispose: async () => {
      await Promise.all(pools.map((pool) => pool.end().catch(() => undefined)));
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}
