import { jest } from '@jest/globals';

export interface SeenRequest {
  method: string;
  path: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

export type FetchHandler = (request: SeenRequest) => Response | Promise<Response>;

export const jsonResponse = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Replaces `globalThis.fetch`: every call is decoded and answered by the handler. */
export function mockFetch(handler: FetchHandler) {
  const calls: SeenRequest[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input instanceof Request ? input : String(input), init);
    // Like a browser: a request whose signal is already aborted never reaches the network.
    if (request.signal.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    const text = request.method === 'GET' ? '' : await request.text();
    const url = new URL(request.url);
    const seen: SeenRequest = {
      method: request.method,
      path: url.pathname,
      url,
      headers: request.headers,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
    calls.push(seen);
    return handler(seen);
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return { fetchMock, calls, callsTo: (path: string) => calls.filter((call) => call.path === path) };
}

/** The cookie the API issues on any GET; with it present, no extra CSRF call is made. */
export function setCsrfCookie(value = 'test-csrf-token'): string {
  document.cookie = `XSRF-TOKEN=${value}; path=/`;
  return value;
}
