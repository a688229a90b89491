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

describe('the status count kept between writes', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: NOW });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('asks once, then again when the member seen longest ago leaves the window', async () => {
    const { repo, countSeenWithin } = repository(3, 100_000);
    const service = new ActivityService(repo, WINDOW, true);
    expect(await service.status()).toEqual({ activeUsers: 3 });
    jest.setSystemTime(NOW + 199_000);
    expect(await service.status()).toEqual({ activeUsers: 3 });
    expect(countSeenWithin).toHaveBeenCalledTimes(1);
    jest.setSystemTime(NOW + 200_000);
    await service.status();
    expect(countSeenWithin).toHaveBeenCalledTimes(2);
  });

  it('asks again after any write, and every time without keepCount', async () => {
    const kept = repository(0, null);
    const service = new ActivityService(kept.repo, WINDOW, true);
    await service.status();
    await service.status();
    expect(kept.countSeenWithin).toHaveBeenCalledTimes(1);
    service.forgetCount();
    await service.status();
    expect(kept.countSeenWithin).toHaveBeenCalledTimes(2);

    const always = repository(2, 1_000);
    const uncached = new ActivityService(always.repo, WINDOW);
    await uncached.status();
    await uncached.status();
    expect(always.countSeenWithin).toHaveBeenCalledTimes(2);
  });

  it('does not keep a count made while a write happened', async () => {
    const { repo, countSeenWithin } = repository(1, 1_000);
    const service = new ActivityService(repo, WINDOW, true);
    countSeenWithin.mockImplementationOnce(async () => {
      service.forgetCount();
      return { count: 1, oldestSeenMs: NOW - 1_000 };
    });
    await service.status();
    await service.status();
    expect(countSeenWithin).toHaveBeenCalledTimes(2);
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
