// A stand-in for the API server in component tests: answers the nutrition remote's calls with the
// handlers a test gives, records every request, and can fail or hold a route to show error and loading states.
import { jest } from '@jest/globals';

export interface RecordedRequest {
  method: string;
  url: URL;
  body: unknown;
}

/** "METHOD /api/path" (no query string). */
export type Route = `${'GET' | 'POST'} /api/${string}`;
export type Handler = (request: RecordedRequest) => unknown;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export function installFakeApi(handlers: Partial<Record<Route, Handler>> = {}) {
  const routes = new Map<string, Handler>(Object.entries(handlers) as [string, Handler][]);
  const requests: RecordedRequest[] = [];
  const failing = new Set<string>();
  const pending = new Map<string, Promise<void>>();

  async function answer(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const route = `${request.method} ${url.pathname}`;
    const text = request.method === 'GET' ? '' : await request.text();
    const recorded: RecordedRequest = {
      method: request.method,
      url,
      body: text ? JSON.parse(text) : undefined,
    };
    requests.push(recorded);
    const gate = pending.get(route);
    if (gate) await gate;
    if (route === 'GET /api/auth/csrf') return json(200, { ok: true });
    if (failing.has(route)) return json(500, { error: 'internal', message: 'Test failure' });
    const handler = routes.get(route);
    if (!handler) return json(404, { error: 'not_found', message: `No route ${route}` });
    return json(200, handler(recorded));
  }

  const originalFetch = globalThis.fetch;
  // The test environment's Request resolves relative URLs against the page, as a browser does.
  const fetchMock = jest.fn((input: RequestInfo | URL, init?: RequestInit) =>
    answer(input instanceof Request && init === undefined ? input : new Request(input, init)),
  );
  globalThis.fetch = fetchMock as typeof fetch;

  return {
    requests,
    /** The calls made to one route, in order. */
    callsTo: (route: Route) =>
      requests.filter((request) => `${request.method} ${request.url.pathname}` === route),
    on: (route: Route, handler: Handler) => routes.set(route, handler),
    fail: (route: Route) => failing.add(route),
    recover: (route: Route) => failing.delete(route),
    /** Holds a route's answers until the returned function is called, to observe loading states. */
    hold(route: Route) {
      let release = () => {};
      pending.set(
        route,
        new Promise<void>((resolve) => {
          release = () => {
            pending.delete(route);
            resolve();
          };
        }),
      );
      return () => release();
    },
    restore() {
      globalThis.fetch = originalFetch;
    },
  };
}

export type FakeApi = ReturnType<typeof installFakeApi>;
