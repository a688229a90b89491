// The one stand-in for the API server in web tests: it replaces `fetch`, answers from a handler map
// keyed by "METHOD /path" (or from one function), records every request, and can fail or hold a
// route to show error and loading states. Like a browser, it rejects a request whose signal aborts.
import { jest } from '@jest/globals';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';
/** "METHOD /path", without the query string, e.g. 'GET /api/profile'. */
export type RouteKey = `${HttpMethod} /${string}`;

/** A request as the server would see it. */
export interface SeenRequest {
  method: string;
  /** The URL's path, e.g. '/api/profile'. */
  path: string;
  url: URL;
  headers: Headers;
  /** The body parsed as JSON; a body that is not JSON as its text; none: undefined. */
  body: unknown;
  /** The request's signal, e.g. for a handler that streams until the client stops. */
  signal: AbortSignal;
}

/** Answers a route's request: a Response as it is, any other value as a 200 JSON body. */
export type RouteHandler = (request: SeenRequest) => unknown;
/** A route's answer: a handler, or a fixed body (or Response) given for every request. */
export type RouteAnswer =
  | RouteHandler
  | Response
  | string
  | number
  | boolean
  | null
  | readonly unknown[]
  | { readonly [key: string]: unknown };
/** Answers every request the route map does not (a test of the client's plumbing rather than one route). */
export type FetchHandler = (request: SeenRequest) => Response | Promise<Response>;
export type RouteMap = Partial<Record<RouteKey, RouteAnswer>>;

/** A route held back: its requests wait until released, or get an error answer. */
export interface HeldRoute {
  release(): void;
  /** Answers the held requests with this status and the API's error shape. */
  fail(status?: number): void;
}

export const jsonResponse = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const errorResponse = (status: number) =>
  jsonResponse(status, { error: status >= 500 ? 'internal' : 'test-failure', message: 'Test failure' });

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

/** Like a browser: once the request's signal aborts, reading the answer's body fails too. */
function abortableBody(response: Response, signal: AbortSignal): Response {
  if (!response.body) return response;
  const reader = response.body.getReader();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      signal.addEventListener(
        'abort',
        () => {
          controller.error(abortReason(signal));
          reader.cancel(abortReason(signal)).catch(() => undefined);
        },
        { once: true },
      );
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      if (signal.aborted) return;
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

async function readBody(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD' || request.body === null) return undefined;
  const text = await request.clone().text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The fetch from before the first fake the current test installed (`installed` says whether there is one). */
let realFetch: { installed: boolean; fetch?: typeof fetch } = { installed: false };

/**
 * Gives `globalThis.fetch` back as it was before the test's first fake. The web tests' setup calls it after
 * every test, so a test file need not restore its fakes itself.
 */
export function restoreRealFetch(): void {
  if (!realFetch.installed) return;
  globalThis.fetch = realFetch.fetch!;
  realFetch = { installed: false };
}

/**
 * Replaces `globalThis.fetch` until `restore()`, or until the test ends.
 * @param answers a map of routes (unknown routes answer 404 in the API's error shape), or one
 *   function answering every request.
 */
export function installFakeApi(answers: RouteMap | FetchHandler = {}) {
  const routes = new Map<string, RouteAnswer>(
    typeof answers === 'function' ? [] : (Object.entries(answers) as [string, RouteAnswer][]),
  );
  const fallback: FetchHandler | undefined = typeof answers === 'function' ? answers : undefined;
  const requests: SeenRequest[] = [];
  const failing = new Map<string, number>();
  /** Held routes: each resolves to null when released, or to the status to fail with. */
  const held = new Map<string, Promise<number | null>>();

  async function answer(seen: SeenRequest, gate: Promise<number | null> | undefined): Promise<Response> {
    const key = `${seen.method} ${seen.path}`;
    if (gate) {
      const failure = await gate;
      if (failure !== null) return errorResponse(failure);
    }
    const status = failing.get(key);
    if (status !== undefined) return errorResponse(status);
    if (routes.has(key)) {
      const entry = routes.get(key);
      if (typeof entry === 'function') {
        const result = await entry(seen);
        return result instanceof Response ? result : jsonResponse(200, result);
      }
      // A fixed Response is answered again and again: each request gets a copy to read.
      return entry instanceof Response ? entry.clone() : jsonResponse(200, entry);
    }
    if (fallback) return fallback(seen);
    return jsonResponse(404, { error: 'not_found', message: `No route ${key}` });
  }

  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    // The test window's Request resolves relative URLs against the page, as a browser does.
    const request = input instanceof Request && init === undefined ? input : new Request(input, init);
    const { signal } = request;
    // A request whose signal is already aborted never reaches the network.
    if (signal.aborted) throw abortReason(signal);
    const url = new URL(request.url);
    // Taken before any await: a request made while its route is held waits, even if released at once.
    const gate = held.get(`${request.method} ${url.pathname}`);
    const seen: SeenRequest = {
      method: request.method,
      path: url.pathname,
      url,
      headers: request.headers,
      body: await readBody(request),
      signal,
    };
    requests.push(seen);
    // One aborted while waiting for its answer rejects at once, whatever the fake would have answered.
    let onAbort = () => undefined as void;
    const aborted = new Promise<never>((_, reject) => {
      onAbort = () => reject(abortReason(signal));
      signal.addEventListener('abort', onAbort, { once: true });
    });
    try {
      return abortableBody(await Promise.race([answer(seen, gate), aborted]), signal);
    } finally {
      signal.removeEventListener('abort', onAbort);
    }
  });

  const originalFetch = globalThis.fetch;
  if (!realFetch.installed) realFetch = { installed: true, fetch: originalFetch };
  globalThis.fetch = fetchMock as typeof fetch;

  return {
    /** The mock standing in for `fetch`, e.g. `expect(api.fetch).not.toHaveBeenCalled()`. */
    fetch: fetchMock,
    /** Every request received, in order. */
    requests,
    /** The requests to one route ('POST /api/contact') or one path whatever the method ('/api/status'). */
    callsTo: (route: RouteKey | `/${string}`) =>
      requests.filter((request) =>
        route.startsWith('/') ? request.path === route : `${request.method} ${request.path}` === route,
      ),
    /** Adds or replaces a route's handler. */
    on: (route: RouteKey, answer: RouteAnswer) => {
      routes.set(route, answer);
    },
    /** Answers the route with an error (500 by default) until `recover`. */
    fail: (route: RouteKey, status = 500) => {
      failing.set(route, status);
    },
    recover: (route: RouteKey) => {
      failing.delete(route);
    },
    /** Holds the route's answers back, to observe loading states or abort a request in flight. */
    hold(route: RouteKey): HeldRoute {
      let settle: (failure: number | null) => void = () => undefined;
      held.set(
        route,
        new Promise<number | null>((resolve) => {
          settle = resolve;
        }),
      );
      return {
        release: () => {
          held.delete(route);
          settle(null);
        },
        fail: (status = 500) => {
          held.delete(route);
          settle(status);
        },
      };
    },
    restore: () => {
      globalThis.fetch = originalFetch;
    },
  };
}

export type FakeApi = ReturnType<typeof installFakeApi>;
