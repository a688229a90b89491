import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { MIGRATIONS_FOLDER } from '../db/migrate';
import { Lifecycle } from './lifecycle';

export interface ReadinessChecks {
  /** The database answered a query within DATABASE_CHECK_MS. */
  database: boolean;
  /** Every migration of this build is applied. */
  migrations: boolean;
  /** The food catalogue is imported and loaded into this instance's memory. */
  catalogue: boolean;
}

/** A database that does not answer within this time counts as not answering. */
const DATABASE_CHECK_MS = 2_000;

/** How many migrations this build carries (drizzle's journal beside the SQL files). */
export function migrationsOfThisBuild(folder: string = MIGRATIONS_FOLDER): number {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<T>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * Whether this instance should receive traffic: what a load balancer's readiness probe asks. Each
 * probe asks the database again, so an instance whose database went away leaves the rotation. A
 * stopping instance answers "not ready" from its SIGTERM on, while it still serves.
 */
export class Readiness {
  private readonly expectedMigrations = migrationsOfThisBuild();

  constructor(
    private readonly database: Database,
    private readonly catalogueSize: () => number,
    private readonly lifecycle: Lifecycle = new Lifecycle(),
  ) {}

  get stopping(): boolean {
    return this.lifecycle.stopping;
  }

  private async rows<T>(query: SQL): Promise<T[]> {
    // Both drivers answer { rows }, under types of their own.
    return ((await this.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  }

  async check(): Promise<{ ready: boolean; checks: ReadinessChecks }> {
    let database = false;
    let migrations = false;
    try {
      // drizzle's migrator records each applied migration in this table; absent means none applied.
      const present = await within(
        this.rows<{ present: boolean }>(
          sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
        ),
        DATABASE_CHECK_MS,
      );
      database = true;
      if (present[0]?.present) {
        const [row] = await this.rows<{ applied: number }>(
          sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
        );
        migrations = (row?.applied ?? 0) >= this.expectedMigrations;
      }
    } catch {
      // What failed stays false: the probe's answer says which.
    }
    const checks = { database, migrations, catalogue: this.catalogueSize() > 0 };
    return { ready: database && migrations && checks.catalogue, checks };
  }
}
