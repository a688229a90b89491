import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

// What Linux's /proc says about a server's processes: which are its children, and which hold its
// listening socket (and how many descriptors of it each holds).

/** The processes `pid` started (Linux lists them per thread; node:cluster forks from the main one). */
export function childPids(pid: number): number[] {
  return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);
}

/** The inode of the IPv4 socket listening on `port`, from /proc/net/tcp. */
export function listeningSocketInode(port: number): string | undefined {
  const portHex = port.toString(16).toUpperCase().padStart(4, '0');
  for (const line of readFileSync('/proc/net/tcp', 'utf8').split('\n').slice(1)) {
    const fields = line.trim().split(/\s+/);
    // local_address is fields[1] ("0100007F:1F90"), st is fields[3] ("0A": LISTEN), inode is fields[9].
    if (fields[1]?.endsWith(`:${portHex}`) && fields[3] === '0A') return fields[9];
  }
  return undefined;
}

/** How many of `pid`'s descriptors are the socket `inode` (0 once the process has gone). */
export function descriptorsOf(pid: number, inode: string): number {
  try {
    return readdirSync(`/proc/${pid}/fd`).filter((fd) => {
      try {
        return readlinkSync(`/proc/${pid}/fd/${fd}`) === `socket:[${inode}]`;
      } catch {
        return false;
      }
    }).length;
  } catch {
    return 0;
  }
}
