import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { ActivityRepository } from './repository';
import { ActivityService } from './service';

const WINDOW = { onlineWindowSeconds: 300, throttleSeconds: 30 };
const NOW = Date.parse('2026-11-26T12:00:00Z');

/** A repository answering what the database would: `count` members, the first seen `oldestAgoMs` ago. */
function repository(count: number, oldestAgoMs: number | null) {
  const countSeenWithin = jest.fn(async () => ({
    count,
    oldestSeenMs: oldestAgoMs === null ? null : NOW - oldestAgoMs,
  }));
  const touch = jest.fn(async () => undefined);
  return { repo: { countSeenWithin, touch } as unknown as ActivityRepository, countSeenWithin };
}

describe('the status count', () => {
  beforeEach(() => {
    // The clock is fake; setImmediate, which the shared count waits for, is not.
    jest.useFakeTimers({ now: NOW, doNotFake: ['setImmediate'] });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('polls that come while a count runs share it; the next poll counts afresh', async () => {
    const { repo, countSeenWithin } = repository(4, 1_000);
    const uncached = new ActivityService(repo, WINDOW);
    const together = await Promise.all([uncached.status(), uncached.status(), uncached.status()]);
    expect(together).toEqual([{ activeUsers: 4 }, { activeUsers: 4 }, { activeUsers: 4 }]);
    expect(countSeenWithin).toHaveBeenCalledTimes(1);
    await uncached.status();
    expect(countSeenWithin).toHaveBeenCalledTimes(2);

    // A failed count fails the polls that shared it, not the next one.
    countSeenWithin.mockImplementationOnce(async () => {
      throw new Error('connection lost');
    });
    await expect(Promise.all([uncached.status(), uncached.status()])).rejects.toThrow('connection lost');
    expect(await uncached.status()).toEqual({ activeUsers: 4 });
  });
});
