import type { Worker } from 'node:cluster';
import { createServer, type Server, type Socket } from 'node:net';
import { isMessage, type FromWorker, type ToWorker } from './messages';

/** How long a worker asked to lend the socket may take; past it another is asked, or the port reopened. */
const LEND_TIMEOUT_MS = 2_000;
/**
 * Copies of the listening socket each worker accepts on. Node (libuv since 1.45) accepts one connection
 * per listening descriptor per turn of the event loop, and a turn of a busy worker lasts as long as
 * the requests it answers: 100 connections opened at once waited up to 100 turns, two seconds. Each
 * copy is a descriptor of its own, so a turn accepts up to this many.
 */
export const ACCEPTING_COPIES = 32;
/** The port may stay taken for a moment after its last holder died (its descriptor is still closing). */
const REOPEN_ATTEMPTS = 20;
const REOPEN_PAUSE_MS = 50;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface ListenOptions {
  port: number;
  host: string;
  backlog: number;
}

/**
 * The port's one listening socket, and who accepts on it.
 *
 * The workers that serve accept on it themselves: the primary passes it to each (descriptors passed
 * over IPC, ACCEPTING_COPIES of them), then closes its own copy. Handing every accepted connection
 * over IPC instead made a busy worker take them one per turn of its event loop (Node waits for the
 * receiver's acknowledgement before it sends the next handle), and at 100 new connections the last
 * waited two seconds. The primary keeps no copy while workers hold it, since an idle process would
 * win every accept.
 *
 * The primary accepts on it only while no worker holds it: from the first second until the first
 * worker serves, and again after the last one stopped. A worker started later borrows a copy from
 * one that holds it; what the primary accepts meanwhile goes to `accept` (handed over IPC).
 */
export class ListeningSocket {
  /** The socket as the primary holds it, accepting; undefined while only workers hold it. */
  private door: Server | undefined;
  private readonly holders = new Set<Worker>();
  private port = 0;
  private stopping = false;
  /** Shares, forgets and reopens, one at a time: each depends on who holds the socket. */
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly options: ListenOptions,
    private readonly accept: (socket: Socket) => void,
  ) {}

  /** Listens; resolves with the port (the one chosen, when asked for port 0). */
  async open(): Promise<number> {
    this.door = await this.listen(this.options.port);
    const address = this.door.address();
    this.port = typeof address === 'object' && address ? address.port : this.options.port;
    return this.port;
  }

  /** A worker that serves: from now on it accepts on the socket itself. */
  share(worker: Worker): void {
    this.enqueue(async () => {
      if (this.stopping || !worker.isConnected() || this.holders.has(worker)) return;
      const copy = this.door ?? (await this.borrow());
      if (!copy) return;
      let sent = false;
      for (let index = 0; index < ACCEPTING_COPIES; index += 1) {
        const one = await new Promise<boolean>((resolve) =>
          worker.send({ type: 'qis:listen' } satisfies ToWorker, copy, { keepOpen: true }, (error) =>
            resolve(!error),
          ),
        );
        if (!one) break;
        sent = true;
      }
      if (sent) this.holders.add(worker);
      // The descriptor is on its way once written: the primary's copy stops accepting at once (its
      // connections already accepted live on, handed to a worker or answered by the primary).
      if (sent || copy !== this.door) copy.close();
      if (sent && copy === this.door) this.door = undefined;
    });
  }

  /** A worker that stopped: when no worker holds the socket any more, the primary listens again. */
  forget(worker: Worker): void {
    this.holders.delete(worker);
    this.enqueue(async () => {
      if (this.stopping || this.door || this.holders.size > 0) return;
      this.door = await this.reopen();
    });
  }

  /** Resolves once the connections the primary accepted itself have ended, after `close`. */
  ended: Promise<void> = Promise.resolve();

  /** No new connections from here: the primary's copy closes (the workers close theirs as they drain). */
  async close(): Promise<void> {
    this.stopping = true;
    await this.queue;
    const door = this.door;
    this.door = undefined;
    if (door) this.ended = new Promise<void>((resolve) => door.close(() => resolve()));
  }

  private enqueue(step: () => Promise<void>): void {
    this.queue = this.queue.then(step).catch((error: unknown) => {
      console.error('The listening socket could not be passed on:', error);
    });
  }

  private listen(port: number): Promise<Server> {
    const server = createServer({ pauseOnConnect: true }, this.accept);
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen({ port, host: this.options.host, backlog: this.options.backlog }, () => {
        server.off('error', reject);
        resolve(server);
      });
    });
  }

  private async reopen(): Promise<Server | undefined> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.listen(this.port);
      } catch (error) {
        if (attempt >= REOPEN_ATTEMPTS) {
          console.error(`The port ${this.port} could not be listened on again:`, error);
          return undefined;
        }
        await sleep(REOPEN_PAUSE_MS);
      }
    }
  }

  /** A copy of the socket from a worker that holds it, accepting in the primary until it is passed on. */
  private async borrow(): Promise<Server | undefined> {
    for (const holder of [...this.holders]) {
      const copy = await lendFrom(holder, this.accept);
      if (copy) return copy;
      this.holders.delete(holder);
    }
    // Nobody holds it any more (the last holder died meanwhile): the port is free again.
    if (this.holders.size === 0) this.door = await this.reopen();
    return this.door;
  }
}

/**
 * Asks a holder for a copy of the socket, accepting into `accept` from the moment it arrives, its
 * connections paused from their creation as the door's are. A connection the primary had begun to
 * read would lose what it read when passed to a worker (Node passes the descriptor, not the bytes
 * already buffered), and its request would wait for ever: `pause()` after the fact does not stop the
 * reading.
 */
function lendFrom(holder: Worker, accept: (socket: Socket) => void): Promise<Server | undefined> {
  if (!holder.isConnected()) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const done = (copy: Server | undefined) => {
      clearTimeout(timer);
      holder.off('message', onMessage);
      holder.off('exit', onExit);
      resolve(copy);
    };
    const onMessage = (message: unknown, handle: unknown) => {
      if (!isMessage<FromWorker>(message) || message.type !== 'qis:listener') return;
      const copy = handle as (Server & { pauseOnConnect: boolean }) | undefined;
      // In the event that delivers it, before the next poll: the copy is listening already.
      if (copy) {
        copy.pauseOnConnect = true;
        copy.on('connection', accept);
      }
      done(copy);
    };
    const onExit = () => done(undefined);
    const timer = setTimeout(() => done(undefined), LEND_TIMEOUT_MS);
    holder.on('message', onMessage);
    holder.once('exit', onExit);
    holder.send({ type: 'qis:lend' } satisfies ToWorker);
  });
}
