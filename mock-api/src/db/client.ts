import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { Client, type ClientConfig, Pool } from 'pg';
import { MEMORY_DATA_DIR, type DatabaseTarget } from '../config';
import { acquireDataDirLock } from './dataDirLock';
import * as schema from './schema';

/** The drizzle handle every repository uses: the same type for PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database =
  | { kind: 'pglite'; db: Db; client: PGlite; close(): Promise<void> }
  | { kind: 'postgres'; db: Db; pool: Pool; close(): Promise<void> };

export function databaseFromPglite(client: PGlite, onClose?: () => void): Database {
  return {
    kind: 'pglite',
    db: drizzlePglite(client, { schema }),
    client,
    close: async () => {
      if (!client.closed) await client.close();
      onClose?.();
    },
  };
}

/** An idle connection dropped by the server must not crash the process; the next query reconnects. */
const logPoolError = (error: Error) => console.error(`PostgreSQL connection error: ${error.message}`);

export function databaseFromPool(pool: Pool, onIdleError: (error: Error) => void = logPoolError): Database {
  pool.on('error', onIdleError);
  return { kind: 'postgres', db: drizzlePostgres(pool, { schema }), pool, close: () => pool.end() };
}

/**
 * A server that does not answer a new connection within 2 s is down: the request answers 503 (see
 * unavailable.ts) rather than waiting on it (a stopped server refuses at once; this bounds a hung one,
 * with room for a loaded machine, where a connection burst took over a second). The pool's own timeout
 * is longer because it also bounds the wait for a connection of a busy pool: a burst of requests waits
 * its turn rather than being told the database is down (pg-pool has one setting for both).
 */
const CONNECT_TIMEOUT_MS = 2_000;
const POOL_WAIT_MS = 10_000;
/**
 * Connections per process, all opened at start and kept (min = max): a burst of requests on a loaded
 * machine then waits for a connection already made instead of making ten at once, which took over 2 s.
 */
const POOL_SIZE = 10;

class QuickConnectClient extends Client {
  constructor(config?: ClientConfig) {
    super({ ...config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  }
}

/**
 * Opens the configured database. The caller owns it: close it after the app that uses it.
 * An on-disk PGlite folder is locked to this process, because two processes writing one PGlite
 * folder would corrupt it (several API instances need DATABASE_URL).
 */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new Pool({
      connectionString: target.url,
      min: POOL_SIZE,
      max: POOL_SIZE,
      connectionTimeoutMillis: POOL_WAIT_MS,
      Client: QuickConnectClient,
    });
    const database = databaseFromPool(pool);
    await database.db.execute(sql`select 1`);
    // Best effort: a connection not made now is made at its first need.
    const opened = await Promise.allSettled(Array.from({ length: POOL_SIZE }, () => pool.connect()));
    for (const result of opened) if (result.status === 'fulfilled') result.value.release();
    return database;
  }
  if (target.dataDir === MEMORY_DATA_DIR) {
    const client = new PGlite();
    await client.waitReady;
    return databaseFromPglite(client);
  }
  mkdirSync(target.dataDir, { recursive: true });
  const release = acquireDataDirLock(target.dataDir);
  try {
    const client = new PGlite(target.dataDir);
    await client.waitReady;
    return databaseFromPglite(client, release);
  } catch (error) {
    release();
    throw error;
  }
}
