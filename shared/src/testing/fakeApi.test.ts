import { afterEach, describe, expect, it } from '@jest/globals';
import { bytesCutAt, eventStreamResponse, piecewiseBody } from './eventStreams';
import { installFakeApi, type FakeApi } from './fakeApi';

let api: FakeApi | undefined;
afterEach(() => api?.restore());

const json = async (response: Response) => [response.status, await response.json()] as const;

describe('installFakeApi', () => {
  it('answers from the route map and records what the server would see', async () => {
    api = installFakeApi({ 'POST /api/contact': ({ body }) => ({ echoed: body }) });
    const response = await fetch('/api/contact?draft=1', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': 'abc' },
      body: JSON.stringify({ message: 'Hello' }),
    });
    expect(await json(response)).toEqual([200, { echoed: { message: 'Hello' } }]);
    const [seen] = api.callsTo('POST /api/contact');
    expect(seen).toMatchObject({ method: 'POST', path: '/api/contact', body: { message: 'Hello' } });
    expect(seen?.url.searchParams.get('draft')).toBe('1');
    expect(seen?.headers.get('X-XSRF-TOKEN')).toBe('abc');
    expect(api.callsTo('/api/contact')).toHaveLength(1);
    expect(api.callsTo('GET /api/contact')).toHaveLength(0);
  });

  it('answers an unknown route 404 in the API’s error shape, and a failing one 500 until it recovers', async () => {
    api = installFakeApi({ 'GET /api/status': () => ({ activeUsers: 2 }) });
    expect(await json(await fetch('/api/nothing'))).toEqual([
      404,
      { error: 'not_found', message: 'No route GET /api/nothing' },
    ]);
    api.fail('GET /api/status');
    expect((await fetch('/api/status')).status).toBe(500);
    api.recover('GET /api/status');
    expect(await json(await fetch('/api/status'))).toEqual([200, { activeUsers: 2 }]);
  });

  it('holds a route until it is released, or fails the held requests', async () => {
    api = installFakeApi({ 'GET /api/tip-of-the-day': () => ({ tip: 'Drink water' }) });
    const held = api.hold('GET /api/tip-of-the-day');
    let settled = false;
    const first = fetch('/api/tip-of-the-day').then((response) => {
      settled = true;
      return response;
    });
    // Let the fake see the request: it must still be waiting.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(api.requests).toHaveLength(1);
    expect(settled).toBe(false);
    held.release();
    expect((await first).status).toBe(200);

    const again = api.hold('GET /api/tip-of-the-day');
    const pending = [fetch('/api/tip-of-the-day'), fetch('/api/tip-of-the-day')];
    again.fail(503);
    const answers = await Promise.all(pending);
    expect(answers.map((response) => response.status)).toEqual([503, 503]);
    expect(await answers[1]!.json()).toMatchObject({ message: 'Test failure' });
  });

  it('rejects like a browser when the request is aborted, before or while it waits', async () => {
    api = installFakeApi({ 'GET /api/profile': () => ({}) });
    const before = new AbortController();
    before.abort();
    await expect(fetch('/api/profile', { signal: before.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(api.requests).toHaveLength(0);

    api.hold('GET /api/profile');
    const during = new AbortController();
    const request = fetch('/api/profile', { signal: during.signal });
    await new Promise((resolve) => setTimeout(resolve, 5));
    during.abort();
    await expect(request).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('fails reading the body of an answer whose request is aborted, as a browser does', async () => {
    api = installFakeApi({
      'GET /api/chat/message/1': () =>
        // Then nothing more: the stream stays open, as a slow answer would.
        eventStreamResponse(piecewiseBody(bytesCutAt('data: first'), 'hang')),
    });
    const controller = new AbortController();
    const response = await fetch('/api/chat/message/1', { signal: controller.signal });
    const reader = response.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('data: first');
    const next = reader.read();
    controller.abort();
    await expect(next).rejects.toMatchObject({ name: 'AbortError' });
    expect(api.requests[0]?.signal.aborted).toBe(true);
  });

  it('answers a fixed body (or Response) to every request of its route', async () => {
    api = installFakeApi({
      'GET /api/status': { activeUsers: 3 },
      'GET /api/tip-of-the-day': new Response('tip', { status: 203 }),
    });
    expect(await json(await fetch('/api/status'))).toEqual([200, { activeUsers: 3 }]);
    expect(await json(await fetch('/api/status'))).toEqual([200, { activeUsers: 3 }]);
    for (let round = 0; round < 2; round += 1) {
      const response = await fetch('/api/tip-of-the-day');
      expect([response.status, await response.text()]).toEqual([203, 'tip']);
    }
  });

  it('hands every request to one function when given one', async () => {
    api = installFakeApi(({ path }) => new Response(path, { status: 418 }));
    const response = await fetch('/remotes.json');
    expect([response.status, await response.text()]).toEqual([418, '/remotes.json']);
    expect(api.fetch).toHaveBeenCalledTimes(1);
  });
});
