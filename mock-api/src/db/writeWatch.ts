import type { PGlite, Transaction } from '@electric-sql/pglite';

/** The tables a statement writes, or '*' when it may write anything (DDL, several statements, unknown). */
export type WrittenTables = readonly string[] | '*';
export type WriteListener = (tables: WrittenTables) => void;

const WRITE_WORD = /\b(?:insert|update|delete|truncate|merge|alter|create|drop|copy|grant|revoke|vacuum)\b/i;
const READ_START = /^\s*(?:select|with|begin|commit|rollback|savepoint|release|show|set|values|explain)\b/i;
const DDL_WORD = /\b(?:truncate|merge|alter|create|drop|copy|grant|revoke|vacuum)\b/i;
const TARGET = /\b(?:insert\s+into|update|delete\s+from)\s+(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)"?/gi;

/**
 * What one SQL statement may write; a read answers null. Errs towards "writes": a read counted as a
 * write only costs a cache its entries, a write counted as a read would serve stale answers.
 */
export function writtenTables(statement: string): WrittenTables | null {
  const writes = WRITE_WORD.test(statement);
  if (!writes && READ_START.test(statement)) return null;
  // An unknown first word (call, do, …) or a change of the schema: anything may have changed.
  if (!writes || DDL_WORD.test(statement)) return '*';
  // "on conflict … do update set": "set" is no table.
  const tables = [...statement.matchAll(TARGET)]
    .map((match) => match[1]!.toLowerCase())
    .filter((t) => t !== 'set');
  return tables.length > 0 ? tables : '*';
}

type Queryable = Pick<PGlite, 'query' | 'exec'> | Pick<Transaction, 'query' | 'exec'>;

const listenersOf = new WeakMap<PGlite, Set<WriteListener>>();

type Report = (tables: WrittenTables) => void;

/** Reports each write after it ran (a failed statement may still have written part of a transaction). */
function watchQueries(target: Queryable, report: Report): void {
  const query = target.query.bind(target) as (...args: unknown[]) => Promise<unknown>;
  const exec = target.exec.bind(target) as (...args: unknown[]) => Promise<unknown>;
  target.query = (async (statement: string, ...rest: unknown[]) => {
    const tables = writtenTables(statement);
    try {
      return await query(statement, ...rest);
    } finally {
      if (tables) report(tables);
    }
  }) as Queryable['query'];
  // exec runs any number of statements (migrations, seeds): anything may have changed.
  target.exec = (async (...args: unknown[]) => {
    try {
      return await exec(...args);
    } finally {
      report('*');
    }
  }) as Queryable['exec'];
}

function union(a: WrittenTables | null, b: WrittenTables): WrittenTables {
  if (a === '*' || b === '*') return '*';
  return a ? [...a, ...b] : b;
}

/**
 * Calls `listener` after every statement that may write, wherever it comes from: a request, a chat
 * answer finishing its stream, the local socket's `member:create`, an import, a migration. One
 * embedded PGlite is the only door to its data (the data folder is locked to this process), so what
 * passes here is every change there is. A transaction's writes are told once it has ended, when other
 * readers can see them. Answers the function that stops listening.
 */
export function watchWrites(client: PGlite, listener: WriteListener): () => void {
  let listeners = listenersOf.get(client);
  if (!listeners) {
    const all = new Set<WriteListener>();
    const tell: Report = (tables) => {
      for (const each of all) each(tables);
    };
    listeners = all;
    listenersOf.set(client, all);
    watchQueries(client, tell);
    const transaction = client.transaction.bind(client);
    client.transaction = (async (callback: (tx: Transaction) => Promise<unknown>) => {
      let written: WrittenTables | null = null;
      try {
        return await transaction(async (tx) => {
          watchQueries(tx, (tables) => {
            written = union(written, tables);
          });
          return callback(tx);
        });
      } finally {
        if (written) tell(written);
      }
    }) as PGlite['transaction'];
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}
