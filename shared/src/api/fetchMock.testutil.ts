// Test support for code that calls the API through `fetch` (RTK Query's fetchBaseQuery, the CSRF helper).
import { jest } from '@jest/globals';

export type FetchHandler = (request: Request) => Response | Promise<Response>;

const NodeRequest = globalThis.Request;

/**
 * Node's Request (which the jest environment hands to jsdom) rejects relative URLs such as '/api/profile',
 * while a browser resolves them against the page. This subclass does what the browser does.
 */
class PageRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href).href : input, init);
  }
}

/** Replaces `fetch` with `handler`; answers the mock to inspect calls, and a function that restores both. */
export function installFetchMock(handler: FetchHandler) {
  const originalFetch = globalThis.fetch;
  globalThis.Request = PageRequest;
  const mock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    handler(input instanceof Request && init === undefined ? input : new PageRequest(input, init)),
  );
  globalThis.fetch = mock as typeof fetch;
  const restore = () => {
    globalThis.fetch = originalFetch;
    globalThis.Request = NodeRequest;
  };
  return { mock, restore };
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The requests the mock received, as the server would see them. */
export function requestsOf(mock: ReturnType<typeof installFetchMock>['mock']): Request[] {
  return mock.mock.calls.map(([input, init]) =>
    input instanceof Request && init === undefined ? input : new PageRequest(input, init),
  );
}

/** The path of a request's URL, e.g. '/api/profile'. */
export const pathOf = (request: Request) => new URL(request.url).pathname;
