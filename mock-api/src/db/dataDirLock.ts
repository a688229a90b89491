import { openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';

/** Thrown when another live process holds the embedded database folder. */
export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The database folder ${dataDir} is in use by process ${pid}. Stop that process first, ` +
        'or run every process against one PostgreSQL server with DATABASE_URL.',
    );
    this.name = 'DataDirInUseError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Folders this process holds: a second PGlite on one folder in one process is just as harmful. */
const heldHere = new Set<string>();

/**
 * Takes `<dataDir>.lock`, holding this process id, and returns the function that releases it.
 * A lock left by a process that no longer runs (a crash) is taken over, also when a restarted
 * server got the same process id (pid 1 in a container).
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = `${dataDir}.lock`;
  if (heldHere.has(lockPath)) throw new DataDirInUseError(dataDir, process.pid);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldHere.add(lockPath);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        heldHere.delete(lockPath);
        rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new DataDirInUseError(dataDir, pid);
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the database folder ${dataDir}`);
}
