import { describe, expect, it } from '@jest/globals';
import { useTestApp } from '../../test/support/useTestApp';
import { CSRF_TOKEN, expectApiError, testConfig } from '../../test/support/testApp';
import { buildApp, BODY_LIMIT } from '../app';

const testApp = useTestApp({
  // A route that fails the way a bug would, to see what a client gets from a 500.
  beforeReady: (app) => {
    app.get('/api/test/crash', { schema: { response: { 200: { type: 'null' } } } }, async () => {
      throw new Error('secret internals at /srv/app/db.ts:42');
    });
  },
});

const rawPost = (url: string, payload: string | Buffer, contentType: string | undefined) =>
  testApp.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'x-xsrf-token': CSRF_TOKEN, ...(contentType ? { 'content-type': contentType } : {}) },
    cookies: { 'XSRF-TOKEN': CSRF_TOKEN },
  });

describe('security headers', () => {
  it('come with every kind of answer: success, client error and not found', async () => {
    const answers = [
      await testApp.app.inject({ method: 'GET', url: '/api/auth/csrf' }),
      await testApp.call('POST', '/api/auth/login', { body: {} }),
      await testApp.app.inject({ method: 'GET', url: '/api/nothing-here' }),
    ];
    for (const response of answers) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toMatch(/script-src 'self'[^;]*;/);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toMatch(/img-src 'self' data:/);
    }
  });
});

describe('CSRF double submit', () => {
  it('issues the cookie on a GET that lacks it, and not again when it is present', async () => {
    const first = await testApp.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(String(first.headers['set-cookie'])).toMatch(/^XSRF-TOKEN=/);
    const again = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/csrf',
      cookies: { 'XSRF-TOKEN': 'kept' },
    });
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('issues a different random token to each client', async () => {
    const tokens = await Promise.all(
      [1, 2, 3].map(
        async () => String((await testApp.app.inject('/api/auth/csrf')).headers['set-cookie']).split(';')[0],
      ),
    );
    expect(new Set(tokens).size).toBe(3);
  });

  it('refuses a non-GET whose header differs from the cookie, or without the cookie', async () => {
    const mismatch = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-xsrf-token': 'one value' },
      cookies: { 'XSRF-TOKEN': 'another value' },
      payload: { email: 'a@example.com', pass: 'x' },
    });
    expectApiError(mismatch, 403, 'csrf');
    const noCookie = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-xsrf-token': 'one value' },
      payload: { email: 'a@example.com', pass: 'x' },
    });
    expectApiError(noCookie, 403, 'csrf');
  });

  it('guards non-GET requests before authentication and parsing', async () => {
    const { accessToken } = await testApp.signedInMember();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/profile',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      payload: '{ not json',
    });
    expectApiError(response, 403, 'csrf');
  });
});

describe('what clients can send', () => {
  it('answers 400 "malformed-json" for a body that is not JSON', async () => {
    const response = await rawPost('/api/auth/login', '{"email": "a@example.com", ', 'application/json');
    expect(expectApiError(response, 400, 'malformed-json').message).toBe(
      'The request body is not valid JSON',
    );
  });

  it('answers 400 for an empty JSON body', async () => {
    expectApiError(await rawPost('/api/auth/login', '', 'application/json'), 400, 'malformed-json');
  });

  it('answers 400 for a JSON body that is not an object', async () => {
    const response = await rawPost('/api/auth/login', '"just a string"', 'application/json');
    expect(expectApiError(response, 400, 'validation').message).toBe('The request body must be an object');
  });

  it.each([
    ['text/plain', 'email=a@example.com'],
    ['application/x-www-form-urlencoded', 'email=a%40example.com&pass=x'],
    ['multipart/form-data; boundary=x', '--x--'],
    ['application/xml', '<login/>'],
  ])('answers 415 for a body of type %s', async (contentType, payload) => {
    const response = await rawPost('/api/auth/login', payload, contentType);
    expect(expectApiError(response, 415, 'unsupported-media-type').message).toMatch(/application\/json/);
  });

  it('answers 413 for a body over the limit', async () => {
    const huge = JSON.stringify({ email: 'a@example.com', pass: 'x'.repeat(BODY_LIMIT) });
    expectApiError(await rawPost('/api/auth/login', huge, 'application/json'), 413, 'payload-too-large');
  });

  it('answers 404 JSON for unknown API routes and methods', async () => {
    const unknown = await testApp.app.inject({ method: 'GET', url: '/api/unknown?x=1' });
    expect(expectApiError(unknown, 404, 'not-found').message).toBe('Nothing is at GET /api/unknown');
    expectApiError(await testApp.call('DELETE', '/api/profile'), 404, 'not-found');
  });

  it('answers 500 with a generic message and no internals when the server fails', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: 'internal',
      message: 'An unexpected error occurred. Please try again later.',
    });
    expect(response.body).not.toContain('secret internals');
  });
});

describe('API routes', () => {
  it('must declare their schemas, or the server does not start', async () => {
    const strict = await buildApp({ config: testConfig(), database: testApp.database });
    try {
      expect(() => strict.post('/api/loose', async () => ({}))).toThrow(
        'POST /api/loose needs schema.response and schema.body',
      );
    } finally {
      await strict.close();
    }
  });
});

describe('API documentation', () => {
  it('serves the OpenAPI document with every route, its body and its answers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>>;
    }>();
    expect(document.openapi).toMatch(/^3\./);
    const expected: [string, string, string][] = [
      ['/api/auth/csrf', 'get', '204'],
      ['/api/auth/login', 'post', '200'],
      ['/api/auth/refresh', 'post', '200'],
      ['/api/auth/logout', 'post', '204'],
      ['/api/profile', 'get', '200'],
      ['/api/profile', 'post', '200'],
      ['/api/profile/weight', 'get', '200'],
      ['/api/profile/weight', 'post', '200'],
      ['/api/contact', 'post', '201'],
      ['/api/status', 'get', '200'],
      ['/remotes.json', 'get', '200'],
    ];
    for (const [path, method, success] of expected) {
      const operation = document.paths[path]?.[method];
      expect(operation?.responses[success]).toBeDefined();
      if (method === 'post') {
        expect(operation?.requestBody).toBeDefined();
        expect(operation?.responses['400']).toBeDefined();
        expect(operation?.responses['403']).toBeDefined();
      }
    }
  });

  it('serves Swagger UI without authentication, under a policy that lets it run', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    const script = await testApp.app.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-initializer.js',
    });
    expect(script.statusCode).toBe(200);
  });
});
