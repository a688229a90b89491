// A throw-away PostgreSQL server for the benchmarks, started from the machine's binaries the way CI
// starts one (as the postgres system user, on loopback and a private socket folder).
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

const asPostgres = (command, args) =>
  execFileSync('runuser', ['-u', 'postgres', '--', path.join(PG_BIN, command), ...args], { stdio: 'pipe' });

/** Why no server can be started here, or null when one can. */
export function postgresUnavailable() {
  if (!existsSync(path.join(PG_BIN, 'postgres'))) return `no PostgreSQL binaries at ${PG_BIN}`;
  if (process.getuid?.() !== 0) return 'starting PostgreSQL as its own user needs root';
  if (spawnSync('id', ['postgres']).status !== 0) return 'no postgres system user';
  return null;
}

/** Starts a server on `port` with one empty database; answers its URL and the function that removes it. */
export function startPostgres(port) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'qis-bench-pg-'));
  chownSync(root, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), 0);
  const data = path.join(root, 'data');
  asPostgres('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-instructions']);
  asPostgres('pg_ctl', [
    '-D',
    data,
    '-l',
    path.join(root, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    'start',
  ]);
  asPostgres('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'qis_bench']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/qis_bench`,
    stop() {
      try {
        asPostgres('pg_ctl', ['-D', data, '-m', 'fast', 'stop']);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
}
