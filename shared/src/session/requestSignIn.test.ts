import { beforeEach, describe, expect, it } from '@jest/globals';
import {
  DEMO_MEMBER,
  installFakeApi,
  jsonResponse,
  setCsrfCookie,
  TEST_CSRF_TOKEN,
  tokenExpiringIn,
} from '@qis/shared/testing';
import { requestSignIn, signInErrorOf } from './requestSignIn';

const CREDENTIALS = { email: 'demo@example.com', pass: 'demo1234' };

beforeEach(() => {
  setCsrfCookie();
});

describe('signInErrorOf: the login form says why a sign-in failed', () => {
  it('maps HTTP 400 to "expired" and any other refusal to "invalid"', () => {
    expect(signInErrorOf(400)).toBe('expired');
    for (const status of [401, 403, 429, 500, 502]) expect(signInErrorOf(status)).toBe('invalid');
  });
});

describe('requestSignIn: the login call without the store', () => {
  it('posts the credentials as JSON with the anti-forgery header and no bearer token', async () => {
    const accessToken = tokenExpiringIn(900);
    const { callsTo } = installFakeApi(() =>
      jsonResponse(200, { accessToken, refreshToken: 'refresh-1', user: DEMO_MEMBER }),
    );

    const result = await requestSignIn(CREDENTIALS);

    expect(result).toEqual({ session: { accessToken, refreshToken: 'refresh-1', user: DEMO_MEMBER } });
    const [call] = callsTo('/api/auth/login');
    expect(call?.method).toBe('POST');
    expect(call?.body).toEqual(CREDENTIALS);
    expect(call?.headers.get('X-XSRF-TOKEN')).toBe(TEST_CSRF_TOKEN);
    expect(call?.headers.get('Authorization')).toBeNull();
  });

  it('sends the email without the spaces pasted around it, for either login form', async () => {
    const { callsTo } = installFakeApi(() => jsonResponse(401, { error: 'x', message: 'no' }));
    await requestSignIn({ email: '  demo@example.com\t', pass: ' demo1234 ' });
    // The password is the member's exactly, spaces included.
    expect(callsTo('/api/auth/login')[0]?.body).toEqual({ email: 'demo@example.com', pass: ' demo1234 ' });
  });

  it.each([
    [400, 'expired'],
    [401, 'invalid'],
    [429, 'invalid'],
    [503, 'invalid'],
  ] as const)('answers HTTP %i as "%s"', async (status, error) => {
    installFakeApi(() => jsonResponse(status, { error: 'x', message: 'server text' }));
    expect(await requestSignIn(CREDENTIALS)).toEqual({ error });
  });

  it('answers "unexpected" when nothing answers', async () => {
    installFakeApi(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await requestSignIn(CREDENTIALS)).toEqual({ error: 'unexpected' });
  });

  it('answers "unexpected" to a success that carries no session (a captive portal, a misrouted proxy)', async () => {
    installFakeApi(() => new Response('<html>Wi-Fi login</html>', { status: 200 }));
    expect(await requestSignIn(CREDENTIALS)).toEqual({ error: 'unexpected' });
    installFakeApi(() => jsonResponse(200, { accessToken: 'only-this' }));
    expect(await requestSignIn(CREDENTIALS)).toEqual({ error: 'unexpected' });
  });
});
