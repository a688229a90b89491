import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from '@jest/globals';
import { startingAnswer, type DoorState } from './startingAnswers';

let server: Server | undefined;

async function serve(state: DoorState): Promise<string> {
  server = createServer(startingAnswer(() => state));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

describe('the port while no worker serves', () => {
  it('is live, not ready naming what is missing, and answers members a readable 503', async () => {
    const base = await serve({
      phase: 'starting',
      checks: { database: true, migrations: true, catalogue: false },
    });
    expect((await fetch(`${base}/api/health/live`)).status).toBe(200);

    const ready = await fetch(`${base}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({
      error: 'not-ready',
      message: 'Not ready: catalogue',
      details: { database: true, migrations: true, catalogue: false },
    });

    const profile = await fetch(`${base}/api/profile?x=1`, { method: 'POST', body: '{}' });
    expect(profile.status).toBe(503);
    expect(profile.headers.get('retry-after')).toBe('5');
    // The next request comes on a new connection, which a worker takes once one serves.
    expect(profile.headers.get('connection')).toBe('close');
    expect(await profile.json()).toEqual({
      error: 'starting',
      message: 'The portal is starting. Please try again in a few seconds.',
    });
  });

  it('says it is stopping once the last worker has stopped', async () => {
    const base = await serve({
      phase: 'stopping',
      checks: { database: true, migrations: true, catalogue: true },
    });
    expect(await (await fetch(`${base}/api/health/ready`)).json()).toMatchObject({ error: 'stopping' });
    expect(await (await fetch(`${base}/api/diary/day`)).json()).toMatchObject({ error: 'stopping' });
  });
});
