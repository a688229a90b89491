import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { authApi } from './authApi';
import { streamCompletion, StreamError } from './completionStream';
import type { User } from '@qis/contract/api';
import { STORAGE_KEYS } from '../session/storage';
import { createAppStore } from '../store/createStore';
import {
  DEMO_MEMBER,
  installFakeApi,
  jsonResponse,
  tokenExpiringIn,
  signedInStore,
  completionChunk,
  COMPLETION_DONE,
  piecewiseBody,
  bytesCutAt,
  bytesEvery,
  eventStreamResponse,
  refreshedRetry,
} from '../testing';

const member: User = { ...DEMO_MEMBER };

const PATH = '/api/chat/message/abc';

beforeEach(() => {
  localStorage.clear();
  // The refresh is a POST: it carries the anti-forgery header read from this cookie.
  document.cookie = 'XSRF-TOKEN=csrf-abc; path=/';
});

afterEach(() => {
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  jest.restoreAllMocks();
});

describe('streamCompletion: reading the stream', () => {
  it('passes each delta to the callback and yields the whole text at [DONE], with the bearer header', async () => {
    const token = tokenExpiringIn(900);
    const api = installFakeApi(() =>
      eventStreamResponse(
        piecewiseBody(
          bytesCutAt(completionChunk('Une banane : ') + completionChunk('8 QIS') + COMPLETION_DONE, []),
        ),
      ),
    );
    const deltas: [string, string][] = [];
    const result = await streamCompletion(PATH, {
      store: signedInStore(token),
      onDelta: (delta, text) => deltas.push([delta, text]),
    });
    expect(result).toEqual({ text: 'Une banane : 8 QIS', stopped: false });
    expect(deltas).toEqual([
      ['Une banane : ', 'Une banane : '],
      ['8 QIS', 'Une banane : 8 QIS'],
    ]);
    const [request] = api.requests;
    expect(request!.path).toBe('/api/chat/message/abc');
    expect(request!.method).toBe('GET');
    expect(request!.headers.get('Authorization')).toBe(`Bearer ${token}`);
  });

  // Multi-byte characters: é (2 bytes), € (3 bytes), 🍌 (4 bytes), and a newline inside the content.
  const wire =
    completionChunk('Crème brûlée, ') +
    completionChunk('5 € ') +
    completionChunk('🍌\nfin') +
    COMPLETION_DONE;
  const expected = 'Crème brûlée, 5 € 🍌\nfin';

  it.each([1, 2, 3, 5, 7, 13])('decodes the same text when the bytes arrive %i at a time', async (size) => {
    installFakeApi(() => eventStreamResponse(piecewiseBody(bytesEvery(wire, size))));
    const result = await streamCompletion(PATH, { store: signedInStore() });
    expect(result.text).toBe(expected);
  });

  it('holds back a character whose bytes straddle two chunks until its last byte arrives', async () => {
    const bytes = new TextEncoder().encode(wire);
    const banana = new TextEncoder().encode('🍌');
    const start = bytes.findIndex((_, i) => banana.every((byte, j) => bytes[i + j] === byte));
    const euro = bytes.findIndex(
      (byte, i) => byte === 0xe2 && bytes[i + 1] === 0x82 && bytes[i + 2] === 0xac,
    );
    // Inside the euro sign (after its first byte) and twice inside the banana.
    installFakeApi(() =>
      eventStreamResponse(piecewiseBody(bytesCutAt(wire, [euro + 1, start + 1, start + 3]))),
    );
    const deltas: string[] = [];
    const result = await streamCompletion(PATH, { store: signedInStore(), onDelta: (d) => deltas.push(d) });
    expect(result.text).toBe(expected);
    expect(deltas).toEqual(['Crème brûlée, ', '5 € ', '🍌\nfin']);
    expect(deltas.join('')).not.toContain('\uFFFD');
  });

  it('joins an event split across chunks, including between the two newlines that end it and a CRLF', async () => {
    const crlf = `data: ${JSON.stringify({ choices: [{ delta: { content: 'deux' } }] })}\r\n\r\n`;
    const text = completionChunk('un ') + crlf + COMPLETION_DONE;
    const firstEnd = completionChunk('un ').length;
    const secondEnd = firstEnd + crlf.length;
    installFakeApi(() =>
      eventStreamResponse(
        piecewiseBody(
          bytesCutAt(text, [4, 20, firstEnd - 1, firstEnd + 6, secondEnd - 3, secondEnd - 1, secondEnd + 3]),
        ),
      ),
    );
    const deltas: string[] = [];
    const result = await streamCompletion(PATH, { store: signedInStore(), onDelta: (d) => deltas.push(d) });
    expect(deltas).toEqual(['un ', 'deux']);
    expect(result).toEqual({ text: 'un deux', stopped: false });
  });

  it('ends at [DONE] without reading what follows', async () => {
    installFakeApi(() =>
      eventStreamResponse(
        piecewiseBody(
          bytesCutAt(completionChunk('fini') + COMPLETION_DONE + completionChunk(' encore'), []),
          'hang',
        ),
      ),
    );
    await expect(streamCompletion(PATH, { store: signedInStore() })).resolves.toEqual({
      text: 'fini',
      stopped: false,
    });
  });

  it('only logs a malformed event and keeps reading', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const wire = [
      completionChunk('a'),
      'data: {not json\n\n',
      'data: {"choices":[{"delta":{"content":42}}]}\n\n',
      'data: {"choices":[]}\n\n',
      ': a comment line\n\n',
      completionChunk('b'),
      COMPLETION_DONE,
    ].join('');
    installFakeApi(() => eventStreamResponse(piecewiseBody(bytesCutAt(wire, []))));
    const result = await streamCompletion(PATH, { store: signedInStore() });
    expect(result.text).toBe('ab');
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('raises when the connection breaks, with the text that arrived', async () => {
    installFakeApi(() =>
      eventStreamResponse(piecewiseBody(bytesCutAt(completionChunk('moitié'), []), 'error')),
    );
    const failure = streamCompletion(PATH, { store: signedInStore() });
    await expect(failure).rejects.toBeInstanceOf(StreamError);
    await expect(failure).rejects.toMatchObject({ reason: 'network', partialText: 'moitié' });
  });

  it('raises when the stream ends without [DONE]', async () => {
    installFakeApi(() => eventStreamResponse(piecewiseBody(bytesCutAt(completionChunk('sans fin'), []))));
    await expect(streamCompletion(PATH, { store: signedInStore() })).rejects.toMatchObject({
      reason: 'incomplete',
      partialText: 'sans fin',
    });
  });

  it('raises an error event from the server with its message', async () => {
    const wire =
      completionChunk('début') + 'event: error\ndata: {"error":"failed","message":"No answer"}\n\n';
    installFakeApi(() => eventStreamResponse(piecewiseBody(bytesCutAt(wire, []), 'hang')));
    await expect(streamCompletion(PATH, { store: signedInStore() })).rejects.toMatchObject({
      reason: 'server',
      message: 'No answer',
      partialText: 'début',
    });
  });

  it('raises the API message of a refused call with its status', async () => {
    installFakeApi(() => jsonResponse(404, { error: 'not-found', message: 'No such message' }));
    await expect(streamCompletion(PATH, { store: signedInStore() })).rejects.toMatchObject({
      reason: 'http',
      status: 404,
      message: 'No such message',
    });
  });

  it('on Stop resolves with what arrived and marks it stopped', async () => {
    const controller = new AbortController();
    let received = '';
    installFakeApi((request) => {
      // The browser's fetch errors the body when its signal aborts.
      const pieces = bytesCutAt(completionChunk('Partiel') + completionChunk(' encore'), []);
      let sent = false;
      return eventStreamResponse(
        new ReadableStream<Uint8Array>({
          start(stream) {
            request.signal.addEventListener('abort', () => stream.error(request.signal.reason));
          },
          pull(stream) {
            if (!sent) {
              sent = true;
              stream.enqueue(pieces[0]!);
            }
            return new Promise<void>(() => undefined);
          },
        }),
      );
    });
    const result = streamCompletion(PATH, {
      store: signedInStore(),
      signal: controller.signal,
      onDelta: (_, text) => {
        received = text;
        if (text === 'Partiel encore') controller.abort();
      },
    });
    await expect(result).resolves.toEqual({ text: 'Partiel encore', stopped: true });
    expect(received).toBe('Partiel encore');
  });

  it('on Stop resolves even when the body itself never ends', async () => {
    const controller = new AbortController();
    installFakeApi(() =>
      eventStreamResponse(piecewiseBody(bytesCutAt(completionChunk('Début'), []), 'hang')),
    );
    const result = streamCompletion(PATH, {
      store: signedInStore(),
      signal: controller.signal,
      onDelta: () => controller.abort(),
    });
    await expect(result).resolves.toEqual({ text: 'Début', stopped: true });
  });

  it('on a Stop before the answer starts resolves with no text', async () => {
    const controller = new AbortController();
    controller.abort();
    installFakeApi((request) => {
      if (request.signal.aborted) throw request.signal.reason;
      return eventStreamResponse(piecewiseBody([]));
    });
    await expect(
      streamCompletion(PATH, { store: signedInStore(), signal: controller.signal }),
    ).resolves.toEqual({
      text: '',
      stopped: true,
    });
  });
});

describe('streamCompletion: the session', () => {
  it('on a 401 refreshes once and retries with the new token', async () => {
    const second = tokenExpiringIn(901);
    const api = installFakeApi((request) => {
      if (request.path === '/api/auth/refresh') {
        return jsonResponse(200, { accessToken: second, refreshToken: 'refresh-2' });
      }
      return request.headers.get('Authorization') === `Bearer ${second}`
        ? eventStreamResponse(piecewiseBody(bytesCutAt(completionChunk('ok') + COMPLETION_DONE, [])))
        : jsonResponse(401, { error: 'unauthorized', message: 'Expired' });
    });
    const store = signedInStore();
    await expect(streamCompletion(PATH, { store })).resolves.toEqual({ text: 'ok', stopped: false });
    expect(api.requests.map(({ path }) => path)).toEqual(refreshedRetry(PATH));
    expect(store.getState().session.accessToken).toBe(second);
  });

  it('logs out on a second 401, dropping the API cache as signOut does', async () => {
    const api = installFakeApi((request) => {
      if (request.path === '/api/status') return jsonResponse(200, { activeUsers: 2 });
      return request.path === '/api/auth/refresh'
        ? jsonResponse(200, { accessToken: tokenExpiringIn(900), refreshToken: 'refresh-2' })
        : jsonResponse(401, { error: 'unauthorized', message: 'Revoked' });
    });
    const store = signedInStore();
    await store.dispatch(authApi.endpoints.status.initiate(undefined, { subscribe: false }));
    expect(Object.keys(store.getState().api.queries)).toHaveLength(1);
    await expect(streamCompletion(PATH, { store })).rejects.toMatchObject({ status: 401 });
    expect(api.callsTo('GET /api/chat/message/abc')).toHaveLength(2);
    expect(store.getState().session.accessToken).toBeNull();
    expect(store.getState().api.queries).toEqual({});
  });

  it('keeps the session when the refresh cannot reach the API', async () => {
    installFakeApi((request) =>
      request.path === '/api/auth/refresh'
        ? jsonResponse(503, { error: 'unavailable', message: 'Down' })
        : jsonResponse(401, { error: 'unauthorized', message: 'Expired' }),
    );
    const store = signedInStore();
    await expect(streamCompletion(PATH, { store })).rejects.toMatchObject({ reason: 'network' });
    expect(store.getState().session.accessToken).not.toBeNull();
  });

  it('logs out on a 401 when there is no refresh token to try', async () => {
    const api = installFakeApi(() => jsonResponse(401, { error: 'unauthorized', message: 'Expired' }));
    // A session read back from storage that lost its refresh token.
    localStorage.setItem(STORAGE_KEYS.accessToken, tokenExpiringIn(900));
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(member));
    const store = createAppStore();
    expect(store.getState().session.refreshToken).toBeNull();
    await expect(streamCompletion(PATH, { store })).rejects.toMatchObject({ status: 401 });
    expect(api.requests.map(({ path }) => path)).toEqual(['/api/chat/message/abc']);
    expect(store.getState().session.accessToken).toBeNull();
  });

  it('refreshes an expired token before the call', async () => {
    const fresh = tokenExpiringIn(900);
    const api = installFakeApi((request) =>
      request.path === '/api/auth/refresh'
        ? jsonResponse(200, { accessToken: fresh, refreshToken: 'refresh-2' })
        : eventStreamResponse(piecewiseBody(bytesCutAt(completionChunk('ok') + COMPLETION_DONE, []))),
    );
    await streamCompletion(PATH, { store: signedInStore(tokenExpiringIn(-60)) });
    const requests = api.requests;
    expect(requests.map(({ path }) => path)).toEqual(['/api/auth/refresh', '/api/chat/message/abc']);
    expect(requests[1]!.headers.get('Authorization')).toBe(`Bearer ${fresh}`);
  });

  it('logs out without calling when the expired token cannot be refreshed', async () => {
    const api = installFakeApi(() => jsonResponse(401, { error: 'unauthorized', message: 'Revoked' }));
    const store = signedInStore(tokenExpiringIn(-60));
    await expect(streamCompletion(PATH, { store })).rejects.toMatchObject({ status: 401 });
    expect(api.requests.map(({ path }) => path)).toEqual(['/api/auth/refresh']);
    expect(store.getState().session.accessToken).toBeNull();
  });
});
