import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
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
 * Opens the configured database. The caller owns it: close it after the app that uses it.
 * An on-disk PGlite folder is locked to this process, because two processes writing one PGlite
 * folder would corrupt it (several API instances need DATABASE_URL).
 */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    // A server that does not answer a connection within a second is down: the request answers 503
    // (see unavailable.ts) rather than waiting on it.
    const database = databaseFromPool(
      new Pool({ connectionString: target.url, max: 10, connectionTimeoutMillis: 1_000 }),
    );
    await database.db.execute(sql`select 1`);
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
