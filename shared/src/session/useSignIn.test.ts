import { describe, expect, it } from '@jest/globals';
import { signInErrorOf } from './useSignIn';

describe('signInErrorOf: the login form says why a sign-in failed', () => {
  it('maps HTTP 400 to "expired"', () => {
    expect(signInErrorOf({ status: 400, data: { error: 'expired' } })).toBe('expired');
  });

  it('maps any other HTTP error to "invalid"', () => {
    expect(signInErrorOf({ status: 401, data: {} })).toBe('invalid');
    expect(signInErrorOf({ status: 429, data: {} })).toBe('invalid');
    expect(signInErrorOf({ status: 500, data: {} })).toBe('invalid');
    expect(signInErrorOf({ status: 'PARSING_ERROR', originalStatus: 502, data: '', error: 'x' })).toBe(
      'invalid',
    );
  });

  it('maps a non-HTTP error to "unexpected"', () => {
    expect(signInErrorOf({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe('unexpected');
    expect(signInErrorOf({ status: 'TIMEOUT_ERROR', error: 'timeout' })).toBe('unexpected');
    expect(signInErrorOf(undefined)).toBe('unexpected');
  });
});
