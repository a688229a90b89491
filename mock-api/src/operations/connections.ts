import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * How long a stopping server waits on a connection without a request before ending it: a request
 * the client already sent may still sit unread while the event loop is busy. A connection that has
 * never carried a request was opened to send one, so it gets longer.
 */
const IDLE_GRACE_MS = 250;
const FRESH_GRACE_MS = 2_000;

interface Use {
  /** Requests received on the connection so far. */
  received: number;
  /** Of those, not answered yet. */
  open: number;
}

/**
 * The connections of an HTTP server fed its sockets (server.emit('connection')) from the listening
 * socket the primary shares, which it never listens on itself, so Node's own idle-connection closing
 * does not know them.
 */
export function trackConnections(server: Server) {
  const sockets = new Map<Socket, Use>();
  let draining = false;
  let drained: (() => void) | undefined;

  // Ends a connection once it has stayed without a request for its grace; the client opens its next
  // one elsewhere.
  const endWhenIdle = (socket: Socket) => {
    const use = sockets.get(socket);
    if (!draining || !use || use.open > 0) return;
    const received = use.received;
    setTimeout(
      () => {
        const now = sockets.get(socket);
        if (now && now.open === 0 && now.received === received) socket.end();
      },
      received === 0 ? FRESH_GRACE_MS : IDLE_GRACE_MS,
    ).unref();
  };
  server.on('connection', (socket: Socket) => {
    sockets.set(socket, { received: 0, open: 0 });
    socket.once('close', () => {
      sockets.delete(socket);
      if (draining && sockets.size === 0) drained?.();
    });
    endWhenIdle(socket);
  });
  server.on('request', (request, response) => {
    const use = sockets.get(request.socket);
    if (!use) return;
    use.received += 1;
    use.open += 1;
    response.once('close', () => {
      use.open = Math.max(0, use.open - 1);
      endWhenIdle(request.socket);
    });
  });

  return {
    get size() {
      return sockets.size;
    },
    /** Ends each connection after its answers; past `timeoutMs`, cuts the ones still open. */
    drain(timeoutMs: number): Promise<void> {
      draining = true;
      if (sockets.size === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const cut = setTimeout(() => {
          for (const socket of sockets.keys()) socket.destroy();
          resolve();
        }, timeoutMs);
        drained = () => {
          clearTimeout(cut);
          resolve();
        };
        for (const socket of sockets.keys()) endWhenIdle(socket);
      });
    },
  };
}
