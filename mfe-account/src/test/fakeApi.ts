// A stand-in for the API server in component tests: answers the account remote's calls the way
// spec section 7 and the mock-api contract do, keeps state between calls, and records every request.
import { jest } from '@jest/globals';
import type { ContactRequest, User, WeightEntry } from '@qis/shared';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

export interface FakeApiState {
  profile: User;
  weights: WeightEntry[];
  contacts: ContactRequest[];
}

/** "METHOD /path" of calls that should answer a server error instead. */
export type Route = `${'GET' | 'POST'} /api/${string}`;

export const DEMO_USER: User = {
  firstName: 'Claire',
  lastName: 'Martin',
  email: 'demo@example.com',
  memberNumber: 'QIS-100042',
  birthMonth: 4,
  birthYear: 1985,
  desiredWeight: 65,
  gender: 'female',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const sameUtcDay = (a: string, b: string) => a.slice(0, 10) === new Date(b).toISOString().slice(0, 10);

export function installFakeApi(initial: Partial<FakeApiState> = {}) {
  const state: FakeApiState = {
    profile: { ...DEMO_USER },
    weights: [],
    contacts: [],
    ...initial,
  };
  const requests: RecordedRequest[] = [];
  const failing = new Set<string>();
  const pending = new Map<string, Promise<void>>();

  async function answer(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const route = `${request.method} ${url.pathname}`;
    const text = request.method === 'GET' ? '' : await request.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    requests.push({ method: request.method, path: url.pathname, headers: request.headers, body });
    const gate = pending.get(route);
    if (gate) await gate;
    if (failing.has(route)) return json(500, { error: 'internal', message: 'Test failure' });

    switch (route) {
      case 'GET /api/auth/csrf':
        return json(200, { ok: true });
      case 'GET /api/profile':
        return json(200, state.profile);
      case 'POST /api/profile': {
        const { profile } = body as { profile: Partial<User> };
        state.profile = { ...state.profile, ...profile, email: String(profile.email).toLowerCase() };
        return json(200, state.profile);
      }
      case 'GET /api/profile/weight':
        return json(200, state.weights);
      case 'POST /api/profile/weight': {
        const entry = body as WeightEntry;
        // One entry per calendar day: a second weight for a day replaces the first (spec section 4).
        state.weights = [
          ...state.weights.filter((existing) => !sameUtcDay(existing.date, entry.date)),
          entry,
        ].sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
        return json(200, state.weights);
      }
      case 'POST /api/contact':
        state.contacts.push(body as ContactRequest);
        return json(201, { id: `contact-${state.contacts.length}` });
      default:
        return json(404, { error: 'not_found', message: `No route ${route}` });
    }
  }

  const originalFetch = globalThis.fetch;
  // The test environment's Request resolves relative URLs against the page, as a browser does.
  const fetchMock = jest.fn((input: RequestInfo | URL, init?: RequestInit) =>
    answer(input instanceof Request && init === undefined ? input : new Request(input, init)),
  );
  globalThis.fetch = fetchMock as typeof fetch;

  return {
    state,
    requests,
    /** The calls made to one route, in order. */
    callsTo: (route: Route) => requests.filter((request) => `${request.method} ${request.path}` === route),
    failNext: (route: Route) => failing.add(route),
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
