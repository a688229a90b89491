import type { RateLimiter, RateRule } from '../../rateLimit/rateLimiter';

export type CoachingKind = 'chat' | 'magic-menu';

/** Requests per member and kind within the window. */
export type CoachingLimits = Record<CoachingKind, number> & { windowSeconds: number };

export const DEFAULT_COACHING_LIMITS: CoachingLimits = { chat: 20, 'magic-menu': 10, windowSeconds: 60 };

const MESSAGES: Record<CoachingKind, (limit: number, seconds: number) => string> = {
  chat: (limit, seconds) =>
    `You have sent ${limit} chat messages in the last minute: please wait ${seconds} s before asking again.`,
  'magic-menu': (limit, seconds) =>
    `You have asked for ${limit} magic menus in the last minute: please wait ${seconds} s before asking for another.`,
};

/** The coaching calls' per-member limits, as rules of the server's one rate limiter. */
export class CoachingLimiter {
  private readonly rules: Record<CoachingKind, RateRule>;

  constructor(
    private readonly limiter: RateLimiter,
    limits: CoachingLimits = DEFAULT_COACHING_LIMITS,
  ) {
    const rule = (kind: CoachingKind): RateRule => ({
      name: kind,
      limit: limits[kind],
      windowSeconds: limits.windowSeconds,
      message: MESSAGES[kind],
    });
    this.rules = { chat: rule('chat'), 'magic-menu': rule('magic-menu') };
  }

  /** Counts the request, or throws 429 (with Retry-After) when the member has used up the window. */
  take(memberId: string, kind: CoachingKind): Promise<void> {
    return this.limiter.take({ rule: this.rules[kind], key: memberId });
  }
}
