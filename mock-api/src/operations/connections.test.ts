import { createServer, type Server } from 'node:http';
import {
  connect,
  createServer as createNetServer,
  type AddressInfo,
  type Server as NetServer,
} from 'node:net';
import { afterEach, describe, expect, it } from '@jest/globals';
import { trackConnections } from './connections';

// An HTTP server fed its sockets from outside, as a worker is by the primary.
let door: NetServer | undefined;
let server: Server | undefined;

async function start(handler: Parameters<typeof createServer>[1]) {
  server = createServer(handler);
  const tracked = trackConnections(server);
  door = createNetServer((socket) => server!.emit('connection', socket));
  await new Promise<void>((resolve) => door!.listen(0, '127.0.0.1', resolve));
  return { tracked, port: (door.address() as AddressInfo).port };
}

afterEach(async () => {
  await new Promise((resolve) => door?.close(resolve));
});

/** A raw keep-alive request; resolves with what came back once the server closed the connection. */
function ask(port: number, delayMs = 0): { sent: Promise<void>; closed: Promise<string> } {
  const socket = connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString()));
  const sent = new Promise<void>((resolve) =>
    socket.once('connect', () =>
      setTimeout(() => {
        socket.write('GET / HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n');
        resolve();
      }, delayMs),
    ),
  );
  return { sent, closed: new Promise((resolve) => socket.once('close', () => resolve(answer))) };
}

describe('draining the connections handed to a server', () => {
  it('answers what is in flight, ends kept-alive connections, then resolves', async () => {
    const { tracked, port } = await start((_request, response) => {
      setTimeout(() => response.end('slow answer'), 300);
    });
    const first = ask(port);
    await first.sent;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(tracked.size).toBe(1);
    await tracked.drain(5_000);
    expect(await first.closed).toContain('slow answer');
    expect(tracked.size).toBe(0);
  });

  it('still reads a request that arrives on a new connection just after the drain began', async () => {
    const { tracked, port } = await start((_request, response) => response.end('served'));
    const late = ask(port, 200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const drained = tracked.drain(5_000);
    expect(await late.closed).toContain('served');
    await drained;
  });

  it('cuts what is still open at the timeout', async () => {
    const { tracked, port } = await start(() => undefined);
    const hanging = ask(port);
    await hanging.sent;
    await new Promise((resolve) => setTimeout(resolve, 50));
    const began = Date.now();
    await tracked.drain(300);
    expect(Date.now() - began).toBeLessThan(2_000);
    expect(await hanging.closed).toBe('');
  });
});
