import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import {
  inspectRemoteBuild,
  REMOTE_NAMES,
  ROUTE_TABLE_FILE,
  routeTableProblems,
  type LoadText,
  type PublishedRouteTable,
  type RemoteName,
  type ShellOffer,
} from '@qis/contract';

/** One registry entry as the shell is told about it. */
export interface RemoteBuildStatus {
  manifest: string;
  /** False: the build is refused and the shell must not load it; `problems` says why. */
  compatible: boolean;
  problems: string[];
  /** The last good route table of this remote (the current build's when it is good). */
  table: PublishedRouteTable | null;
  checkedAt: string;
}

export type RemoteBuildsSnapshot = Record<RemoteName, RemoteBuildStatus>;

export interface RemoteBuildsOptions {
  registry: Record<RemoteName, string>;
  appsDir: string;
  offer: ShellOffer;
  log: FastifyBaseLogger;
  /** Longest wait for one file of a build on another origin. */
  timeoutMs?: number;
  /** A JSON file keeping the last good tables across restarts; null or missing: in memory only. */
  tablesFile?: string | null;
}

/** How old a refusal may be before a request for the tables checks that build again. */
const RECHECK_REFUSED_MS = 5_000;

const LOCAL_PREFIX = /^\/remotes\/([a-z-]+)\/(.+)$/;

/**
 * The registry's current builds, checked against the shell before any member loads them: at start
 * and at each `check()` (the server repeats it, so a new build published at the same URL is seen).
 * A build that is refused keeps its remote's last good route table, so the menu stays whole; its
 * screens show the reason instead of loading it.
 */
export class RemoteBuilds {
  private readonly lastGood = new Map<RemoteName, PublishedRouteTable>();
  private current: RemoteBuildsSnapshot | null = null;
  private running: Promise<RemoteBuildsSnapshot> | null = null;
  private restored = false;

  constructor(private readonly options: RemoteBuildsOptions) {}

  /** A registry URL under /remotes/<name>/ is this server's own copy: read from its folder. */
  private readonly load: LoadText = async (url) => {
    const local = LOCAL_PREFIX.exec(url.split(/[?#]/)[0] ?? '');
    if (local) {
      const dist = path.join(this.options.appsDir, local[1]!, 'dist');
      const file = path.resolve(dist, local[2]!);
      if (!file.startsWith(dist + path.sep)) throw new Error('outside the remote’s folder');
      return readFile(file, 'utf8').catch(() => {
        throw new Error('no such file on this server');
      });
    }
    if (!/^https?:\/\//i.test(url)) throw new Error('not a URL this server can read');
    const response = await fetch(url, { signal: AbortSignal.timeout(this.options.timeoutMs ?? 5_000) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.text();
  };

  /** The table this server's own build of the remote publishes: the last good one until a check finds another. */
  private async localTable(remote: RemoteName): Promise<PublishedRouteTable | null> {
    try {
      const value: unknown = JSON.parse(await this.load(`/remotes/${remote}/${ROUTE_TABLE_FILE}`));
      return routeTableProblems(value, { remote }).length === 0 ? (value as PublishedRouteTable) : null;
    } catch {
      return null;
    }
  }

  /** Checks every registry entry (in parallel) and keeps the result; one check at a time. */
  check(): Promise<RemoteBuildsSnapshot> {
    this.running ??= this.checkAll().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /**
   * The tables an earlier run kept: a remote that is down at start still has its menu entries. A
   * kept table is checked as a fetched one would be; a file that cannot be read is only logged.
   */
  private async restoreTables(): Promise<void> {
    const file = this.options.tablesFile;
    if (this.restored || !file) return;
    this.restored = true;
    let kept: unknown;
    try {
      kept = JSON.parse(await readFile(file, 'utf8'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
        this.options.log.warn({ err: error }, `the kept route tables in ${file} cannot be read`);
      }
      return;
    }
    if (typeof kept !== 'object' || kept === null) return;
    for (const remote of REMOTE_NAMES) {
      const table: unknown = (kept as Record<string, unknown>)[remote];
      if (table && routeTableProblems(table, { remote }).length === 0) {
        this.lastGood.set(remote, table as PublishedRouteTable);
      }
    }
  }

  /** Writes the last good tables when one changed: to a new file renamed over the old, never half written. */
  private async keepTables(before: string): Promise<void> {
    const file = this.options.tablesFile;
    const now = JSON.stringify(Object.fromEntries(this.lastGood), null, 2);
    if (!file || now === before) return;
    try {
      await mkdir(path.dirname(file), { recursive: true });
      const next = `${file}.${process.pid}.tmp`;
      await writeFile(next, now);
      await rename(next, file);
    } catch (error) {
      this.options.log.warn({ err: error }, `the route tables cannot be kept in ${file}`);
    }
  }

  private async checkAll(): Promise<RemoteBuildsSnapshot> {
    const { registry, offer, log } = this.options;
    await this.restoreTables();
    const before = JSON.stringify(Object.fromEntries(this.lastGood), null, 2);
    const entries = await Promise.all(
      REMOTE_NAMES.map(async (remote): Promise<[RemoteName, RemoteBuildStatus]> => {
        const manifest = registry[remote];
        const inspection = await inspectRemoteBuild(remote, manifest, this.load, offer);
        if (inspection.table) this.lastGood.set(remote, inspection.table);
        else if (!this.lastGood.has(remote)) {
          const local = await this.localTable(remote);
          if (local) this.lastGood.set(remote, local);
        }
        const previous = this.current?.[remote];
        const compatible = inspection.problems.length === 0;
        if (!compatible && previous?.problems.join('\n') !== inspection.problems.join('\n')) {
          log.error(`remote ${remote} at ${manifest} refused:\n  ${inspection.problems.join('\n  ')}`);
        }
        return [
          remote,
          {
            manifest,
            compatible,
            problems: inspection.problems,
            table: this.lastGood.get(remote) ?? null,
            checkedAt: new Date().toISOString(),
          },
        ];
      }),
    );
    await this.keepTables(before);
    this.current = Object.fromEntries(entries) as RemoteBuildsSnapshot;
    return this.current;
  }

  /**
   * The last check's result (waiting for the first one). A refused entry is checked again first
   * when its verdict is older than a few seconds: a build published or fixed meanwhile (a dev server
   * that started after the API) is seen at the next page load, not only at the next periodic check.
   */
  async snapshot(): Promise<RemoteBuildsSnapshot> {
    const current = this.current;
    if (!current) return this.check();
    const stale = Object.values(current).some(
      (status) => !status.compatible && Date.now() - Date.parse(status.checkedAt) > RECHECK_REFUSED_MS,
    );
    return stale ? this.check() : current;
  }
}
