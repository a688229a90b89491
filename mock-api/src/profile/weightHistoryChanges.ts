import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import { Client, type ClientConfig, type Notification } from 'pg';
import type { Database } from '../db/client';
import { WeightHistoryCache } from './weightHistoryCache';

/** Where the database announces every change of weight_entries (the trigger of migration 0004). */
export const WEIGHT_HISTORY_CHANNEL = 'weight_history';
/** The announcement when the whole table was emptied. */
const EVERY_MEMBER = '*';
/** Announcements of this prefix are an instance's confirmations, not changes. */
const CONFIRMATION = 'confirm:';
/** How the listening connection shows in pg_stat_activity. */
export const LISTENER_NAME = 'qis weight history listener';

export interface WeightHistoryChangesOptions {
  /** Wait before listening again after the connection is lost. */
  reconnectDelayMs: number;
  /** A confirmation that takes longer counts the connection as lost. */
  confirmationTimeoutMs: number;
  /** The least time from one confirmation to the next. */
  confirmationSpacingMs: number;
}

const DEFAULT_OPTIONS: WeightHistoryChangesOptions = {
  reconnectDelayMs: 1_000,
  confirmationTimeoutMs: 2_000,
  confirmationSpacingMs: 1,
};

type Log = Pick<FastifyBaseLogger, 'info' | 'warn'>;

/** The weight histories an instance keeps, and whether they may be served. */
export interface WeightHistories {
  readonly cache: WeightHistoryCache;
  /**
   * True once every change committed before the call has reached the cache, so what it holds is
   * current for a request that arrived before the call; false when that cannot be known (no
   * listening connection): then read the database.
   */
  caughtUp(): Promise<boolean>;
  close(): Promise<void>;
}

function apply(cache: WeightHistoryCache, payload: string): void {
  if (payload === EVERY_MEMBER) cache.forgetAll();
  else cache.forget(payload);
}

const CAUGHT_UP = Promise.resolve(true);

/**
 * Embedded PGlite is one database session in this process: it hands the announcement of a change to
 * the listener (a microtask) while it parses the answer of the committing statement, so before the
 * writer, and any request after the writer's answer, goes on. Nothing needs confirming.
 */
async function pgliteHistories(client: PGlite): Promise<WeightHistories> {
  const cache = new WeightHistoryCache();
  const unlisten = await client.listen(WEIGHT_HISTORY_CHANNEL, (payload) => apply(cache, payload));
  return {
    cache,
    caughtUp: () => CAUGHT_UP,
    close: async () => {
      if (!client.closed) await unlisten();
    },
  };
}

type Waiter = (caughtUp: boolean) => void;

/**
 * On a PostgreSQL server other API instances write too, and their announcements reach this one over
 * its own listening connection, a little after their transactions commit. A read served from the cache
 * must not miss a save that committed before the read arrived (a member saves through instance A, and
 * the page reads through instance B at once). So a cached history is served only after a
 * confirmation: this instance announces a token of its own on the same channel and waits until its
 * listening connection receives it. PostgreSQL delivers the announcements of different transactions in
 * the order the transactions committed, so every change committed before the token (that is, before
 * the read arrived) has been received, and its member forgotten, by then.
 *
 * One confirmation serves every read that arrived before it was sent: reads arriving while one is under
 * way wait for the next, so under load one round trip confirms many reads instead of each reading the
 * history. Without a listening connection (lost, or not yet back) nothing is served from the cache;
 * once it listens again the cache starts empty, because changes made meanwhile were announced to no one.
 */
class PostgresHistories implements WeightHistories {
  readonly cache = new WeightHistoryCache();
  /** The connection connecting or listening; null while waiting to reconnect, or closed. */
  private connection: Client | null = null;
  private listening = false;
  private closed = false;
  private reconnect: NodeJS.Timeout | null = null;
  private readonly instance = randomUUID();
  private confirmations = 0;
  /** Reads waiting for the next confirmation, not sent yet. */
  private waiting: Waiter[] = [];
  private underWay: { token: string; waiters: Waiter[]; timer: NodeJS.Timeout } | null = null;
  /** The next confirmation, when spacing delays it. */
  private due: NodeJS.Timeout | null = null;
  private lastConfirmationAt = -Infinity;

  constructor(
    private readonly config: ClientConfig,
    private readonly log: Log,
    private readonly options: WeightHistoryChangesOptions,
  ) {}

  async listen(): Promise<void> {
    const connection = new Client({ ...this.config, application_name: LISTENER_NAME });
    this.connection = connection;
    connection.on('notification', (message) => this.received(connection, message));
    connection.on('error', (error) => this.lost(connection, error));
    connection.on('end', () => this.lost(connection, new Error('the connection ended')));
    try {
      await connection.connect();
      await connection.query(`LISTEN ${WEIGHT_HISTORY_CHANNEL}`);
    } catch (error) {
      this.lost(connection, error);
      return;
    }
    if (this.connection !== connection) return;
    // Changes committed while no connection listened were announced to no one.
    this.cache.forgetAll();
    this.listening = true;
  }

  caughtUp(): Promise<boolean> {
    if (!this.listening) return Promise.resolve(false);
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      this.confirm();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnect) clearTimeout(this.reconnect);
    const connection = this.connection;
    this.stopServing();
    if (connection) await connection.end().catch(() => undefined);
  }

  /**
   * Sends the next confirmation, unless one is under way (its end sends the next), one is due shortly,
   * or no read waits. Each is a small transaction that wakes every listening connection: under load
   * they are spaced by `confirmationSpacingMs`, so one confirms the reads of that span (a read alone
   * is confirmed at once).
   */
  private confirm(): void {
    const connection = this.connection;
    if (this.underWay || this.due || this.waiting.length === 0 || !this.listening || !connection) return;
    const wait = this.lastConfirmationAt + this.options.confirmationSpacingMs - performance.now();
    if (wait > 0) {
      this.due = setTimeout(() => {
        this.due = null;
        this.confirm();
      }, wait);
      return;
    }
    this.lastConfirmationAt = performance.now();
    this.confirmations += 1;
    const token = `${CONFIRMATION}${this.instance}:${this.confirmations}`;
    const timer = setTimeout(
      () => this.lost(connection, new Error('a confirmation did not come back in time')),
      this.options.confirmationTimeoutMs,
    );
    timer.unref();
    this.underWay = { token, waiters: this.waiting, timer };
    this.waiting = [];
    connection
      .query('select pg_notify($1, $2)', [WEIGHT_HISTORY_CHANNEL, token])
      .catch((error: unknown) => this.lost(connection, error));
  }

  private received(connection: Client, { channel, payload }: Notification): void {
    if (connection !== this.connection || channel !== WEIGHT_HISTORY_CHANNEL || payload === undefined) return;
    if (!payload.startsWith(CONFIRMATION)) {
      apply(this.cache, payload);
      return;
    }
    const underWay = this.underWay;
    if (underWay?.token !== payload) return; // another instance's, or one given up on
    clearTimeout(underWay.timer);
    this.underWay = null;
    for (const waiter of underWay.waiters) waiter(true);
    this.confirm();
  }

  /** Nothing is served from the cache until a new connection listens. */
  private stopServing(): void {
    this.connection = null;
    this.listening = false;
    this.cache.forgetAll();
    const waiters = [...(this.underWay?.waiters ?? []), ...this.waiting];
    if (this.underWay) clearTimeout(this.underWay.timer);
    if (this.due) clearTimeout(this.due);
    this.due = null;
    this.underWay = null;
    this.waiting = [];
    for (const waiter of waiters) waiter(false);
  }

  private lost(connection: Client, error: unknown): void {
    if (connection !== this.connection) return;
    this.stopServing();
    connection.end().catch(() => undefined);
    if (this.closed) return;
    this.log.warn(
      { err: error },
      `weight history listener lost; histories are read from the database until it listens again`,
    );
    this.reconnect = setTimeout(() => {
      this.reconnect = null;
      void this.listen().then(() => {
        if (this.listening) this.log.info('weight history listener listening again');
      });
    }, this.options.reconnectDelayMs);
    this.reconnect.unref();
  }
}

/**
 * The weight histories this instance keeps, forgotten member by member as the database announces
 * changes. On PostgreSQL, a first connection that fails is retried in the background (reads go to the
 * database meanwhile) rather than stopping the start.
 */
export async function cachedWeightHistories(
  database: Database,
  log: Log,
  options: Partial<WeightHistoryChangesOptions> = {},
): Promise<WeightHistories> {
  if (database.kind === 'pglite') return pgliteHistories(database.client);
  const histories = new PostgresHistories(database.pool.options, log, { ...DEFAULT_OPTIONS, ...options });
  await histories.listen();
  return histories;
}
