import { afterEach, describe, expect, it } from '@jest/globals';
import { csrfToken, isOwnHost, isRelativeUrl, readCookie } from './csrf';
import { installFakeApi } from '../testing';

const clearCookie = () => {
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
};

let restoreFetch: () => void = () => undefined;
afterEach(() => {
  restoreFetch();
  clearCookie();
});

describe('readCookie', () => {
  it('reads one cookie among several and decodes it', () => {
    document.cookie = 'theme=dark; path=/';
    document.cookie = 'XSRF-TOKEN=a%3Db; path=/';
    expect(readCookie('XSRF-TOKEN')).toBe('a=b');
    expect(readCookie('missing')).toBeNull();
  });
});

describe('isRelativeUrl and isOwnHost', () => {
  it('tells relative URLs from absolute and protocol-relative ones', () => {
    expect(isRelativeUrl('/profile')).toBe(true);
    expect(isRelativeUrl('profile/weight')).toBe(true);
    expect(isRelativeUrl('https://api.example/x')).toBe(false);
    expect(isRelativeUrl('//api.example/x')).toBe(false);
  });

  it('treats absolute URLs on the page’s origin as the own host', () => {
    expect(isOwnHost('/api/profile')).toBe(true);
    expect(isOwnHost(`${window.location.origin}/api/profile`)).toBe(true);
    expect(isOwnHost('https://elsewhere.example/api/profile')).toBe(false);
    expect(isOwnHost('//elsewhere.example/api')).toBe(false);
  });
});

describe('csrfToken', () => {
  it('answers the cookie without a call when the page has it', async () => {
    document.cookie = 'XSRF-TOKEN=present; path=/';
    const api = installFakeApi(() => new Response(null, { status: 204 }));
    restoreFetch = api.restore;
    expect(await csrfToken()).toBe('present');
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('asks the API for the cookie once, even for concurrent callers', async () => {
    const api = installFakeApi(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      document.cookie = 'XSRF-TOKEN=issued; path=/';
      return new Response(null, { status: 204 });
    });
    restoreFetch = api.restore;
    expect(await Promise.all([csrfToken(), csrfToken()])).toEqual(['issued', 'issued']);
    expect(api.requests.map(({ path }) => path)).toEqual(['/api/auth/csrf']);
  });
});
