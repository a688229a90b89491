import { describe, expect, it } from '@jest/globals';
import { fakeJwt } from '../testing';
import { isTokenExpired, tokenExpiry } from './token';

const NOW_MS = Date.UTC(2025, 0, 15, 12, 0, 0);
const NOW_S = NOW_MS / 1000;

describe('tokenExpiry', () => {
  it('reads the exp claim of a JWT', () => {
    expect(tokenExpiry(fakeJwt({ sub: 'm1', exp: 1736942400 }))).toBe(1736942400);
  });

  it('decodes base64url payloads (with - and _ characters, without padding)', () => {
    // "~~~" and "???" encode to base64 with '+' and '/', which base64url writes as '-' and '_'.
    const token = fakeJwt({ note: '~~~???>>>', exp: 1700000000 });
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(tokenExpiry(token)).toBe(1700000000);
  });

  it('is null for a token without exp, a non-JWT or a garbled payload', () => {
    expect(tokenExpiry(fakeJwt({ sub: 'm1' }))).toBeNull();
    expect(tokenExpiry(fakeJwt({ exp: '1736942400' }))).toBeNull();
    expect(tokenExpiry('opaque-token')).toBeNull();
    expect(tokenExpiry('a.%%%.c')).toBeNull();
    expect(tokenExpiry('a.bm90IGpzb24.c')).toBeNull();
  });
});

describe('isTokenExpired', () => {
  it('is false for a token valid well beyond now', () => {
    expect(isTokenExpired(fakeJwt({ exp: NOW_S + 600 }), NOW_MS)).toBe(false);
  });

  it('is true once exp has passed', () => {
    expect(isTokenExpired(fakeJwt({ exp: NOW_S - 1 }), NOW_MS)).toBe(true);
  });

  it('counts a token as expired 10 seconds early, so a call does not race the clock', () => {
    expect(isTokenExpired(fakeJwt({ exp: NOW_S + 11 }), NOW_MS)).toBe(false);
    expect(isTokenExpired(fakeJwt({ exp: NOW_S + 10 }), NOW_MS)).toBe(true);
  });

  it('treats an unreadable token as expired, leaving the decision to the refresh', () => {
    expect(isTokenExpired('opaque-token', NOW_MS)).toBe(true);
  });
});
