import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A PostgreSQL server of a test's own, from the machine's binaries, which the test may stop and start
 * again (CI's shared server must stay up for the other suites). As root it runs as the postgres
 * system user, as CI starts its own (.ci/run); otherwise as the current user.
 */
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

const isRoot = () => process.getuid?.() === 0;

/** Why no throw-away server can run here, or null. */
export function throwawayPostgresUnavailable(): string | null {
  if (!process.env.DATABASE_URL) return 'no DATABASE_URL: this runs in the PostgreSQL stage of CI (.ci/run)';
  if (!existsSync(path.join(PG_BIN, 'postgres'))) return `no PostgreSQL binaries at ${PG_BIN} (set PG_BIN)`;
  if (isRoot() && spawnSync('id', ['postgres']).status !== 0)
    return 'running as root without a postgres user';
  return null;
}

function run(command: string, args: string[]): void {
  const binary = path.join(PG_BIN, command);
  if (isRoot()) execFileSync('runuser', ['-u', 'postgres', '--', binary, ...args], { stdio: 'pipe' });
  else execFileSync(binary, args, { stdio: 'pipe' });
}

export interface ThrowawayPostgres {
  url: string;
  stop(): void;
  start(): void;
  remove(): void;
}

export function startThrowawayPostgres(port: number): ThrowawayPostgres {
  const root = mkdtempSync(path.join(os.tmpdir(), 'qis-restart-pg-'));
  if (isRoot()) chownSync(root, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), 0);
  const data = path.join(root, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-instructions']);
  const start = () =>
    run('pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(root, 'server.log'),
      '-w',
      '-o',
      `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`,
      'start',
    ]);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'qis_restart']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/qis_restart`,
    stop,
    start,
    remove() {
      try {
        stop();
      } catch {
        // Already stopped.
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}
