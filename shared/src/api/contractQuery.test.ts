import { describe, expect, it } from '@jest/globals';
import { contractQuery, contractUrl } from './contractQuery';

describe('contractQuery', () => {
  it('takes the method and the path under the API base from the contract key', () => {
    expect(contractQuery('GET /api/profile')).toEqual({ url: '/profile' });
    expect(
      contractQuery('POST /api/diary/meals', { body: { from: '2026-05-04', slot: 'noon', name: 'Noon' } }),
    ).toEqual({
      url: '/diary/meals',
      method: 'POST',
      body: { from: '2026-05-04', slot: 'noon', name: 'Noon' },
    });
  });

  it('fills the path parameters, encoded, and sends the query as params', () => {
    expect(
      contractQuery('POST /api/diary/meals/{id}/add', {
        params: { id: 'a/b c' },
        body: { date: '2026-05-04', slot: 'evening', clientId: '0b5b0f0e-8d3c-4a43-9a0b-0f5f3b8c1d2e' },
        query: { locale: 'fr' },
      }),
    ).toEqual({
      url: '/diary/meals/a%2Fb%20c/add',
      method: 'POST',
      body: { date: '2026-05-04', slot: 'evening', clientId: '0b5b0f0e-8d3c-4a43-9a0b-0f5f3b8c1d2e' },
      params: { locale: 'fr' },
    });
  });

  it('keeps the other request options (headers, cache, a response handler)', () => {
    const responseHandler = () => Promise.resolve(null);
    expect(
      contractQuery('GET /api/account/export', {
        headers: { 'accept-language': 'de' },
        cache: 'no-store',
        responseHandler,
      }),
    ).toEqual({
      url: '/account/export',
      headers: { 'accept-language': 'de' },
      cache: 'no-store',
      responseHandler,
    });
  });
});

describe('contractUrl', () => {
  it('gives the whole path of any contract route, the plain-fetch ones included, its parameters encoded', () => {
    expect(contractUrl('POST /api/auth/login')).toBe('/api/auth/login');
    expect(contractUrl('GET /remotes.json')).toBe('/remotes.json');
    expect(contractUrl('GET /api/chat/message/{id}', { id: 'a b/c' })).toBe('/api/chat/message/a%20b%2Fc');
  });
});

/**
 * Never run: what the type-check (`npm run typecheck`, in `npm test`) must refuse. A key the
 * contract lacks, a plain-fetch route through RTK Query, a missing path parameter.
 */
export function refusedAtTypeLevel(): void {
  // @ts-expect-error: not a route of API_ROUTES
  contractQuery('GET /api/nowhere');
  // @ts-expect-error: the sign-in is plain fetch, a SERVER_ONLY_ROUTES key
  contractQuery('POST /api/auth/login', { body: { email: 'a@b.c', pass: 'x' } });
  // @ts-expect-error: a path parameter is required
  contractQuery('DELETE /api/my-foods/{id}');
  // @ts-expect-error: a path parameter is required
  contractUrl('GET /api/chat/message/{id}');
  // @ts-expect-error: not a route of API_ROUTES
  contractUrl('GET /api/nowhere');
}
