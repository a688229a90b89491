import type { RateBucket, RateRule } from '../rateLimit/rateLimiter';

export interface LoginLimits {
  /** Failed attempts per account (email) within the window, counted since its last success. */
  accountFailures: number;
  /** Attempts of any outcome per client address within the window. */
  addressAttempts: number;
  windowSeconds: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  accountFailures: 10,
  addressAttempts: 100,
  windowSeconds: 15 * 60,
};

/** The sign-in's buckets: per account (unknown emails alike, so the limit reveals nobody) and per address. */
export function loginBuckets(limits: LoginLimits) {
  const account: RateRule = {
    name: 'login-account',
    limit: limits.accountFailures,
    windowSeconds: limits.windowSeconds,
    message: () => 'Too many failed sign-in attempts for this account. Please wait before trying again.',
  };
  const address: RateRule = {
    name: 'login-address',
    limit: limits.addressAttempts,
    windowSeconds: limits.windowSeconds,
    message: () => 'Too many sign-in attempts from your network. Please wait before trying again.',
  };
  return {
    account: (email: string): RateBucket => ({ rule: account, key: email }),
    address: (ip: string): RateBucket => ({ rule: address, key: ip }),
  };
}

export type LoginBuckets = ReturnType<typeof loginBuckets>;
