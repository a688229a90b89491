import { describe, expect, it } from '@jest/globals';
import { WeightHistoryCache } from './weightHistoryCache';

const history = (weight: number) => [{ date: '2026-11-01T00:00:00.000Z', weight }];

describe('WeightHistoryCache', () => {
  it('answers what was read until the member saves', () => {
    const cache = new WeightHistoryCache();
    const miss = cache.get('m1');
    expect(miss).toEqual({ ticket: 0 });
    cache.set('m1', history(80), 0);
    expect(cache.get('m1')).toEqual({ history: history(80) });
    cache.forget('m1');
    expect(cache.get('m1')).toEqual({ ticket: 1 });
  });

  it('never stores a history read before a save that finished meanwhile', () => {
    const cache = new WeightHistoryCache();
    const before = cache.get('m1');
    cache.forget('m1');
    if (!('ticket' in before)) throw new Error('expected a miss');
    cache.set('m1', history(80), before.ticket);
    expect('ticket' in cache.get('m1')).toBe(true);
  });

  it('keeps each member apart', () => {
    const cache = new WeightHistoryCache();
    cache.set('m1', history(80), 0);
    cache.forget('m2');
    expect(cache.get('m1')).toEqual({ history: history(80) });
  });

  it('forgets everything at once, and reads begun before store nothing', () => {
    const cache = new WeightHistoryCache();
    cache.set('m1', history(80), 0);
    const before = cache.get('m2');
    cache.forgetAll();
    if (!('ticket' in before)) throw new Error('expected a miss');
    cache.set('m2', history(70), before.ticket);
    expect('ticket' in cache.get('m1')).toBe(true);
    expect('ticket' in cache.get('m2')).toBe(true);
  });

  it('still refuses a read that raced a change once that change is no longer remembered', () => {
    const cache = new WeightHistoryCache();
    const before = cache.get('m1');
    cache.forget('m1');
    // Changes of ten thousand other members push m1's out of the bounded record.
    for (let i = 0; i < 10_000; i += 1) cache.forget(`other-${i}`);
    if (!('ticket' in before)) throw new Error('expected a miss');
    cache.set('m1', history(80), before.ticket);
    expect('ticket' in cache.get('m1')).toBe(true);
    const after = cache.get('m1');
    if (!('ticket' in after)) throw new Error('expected a miss');
    cache.set('m1', history(81), after.ticket);
    expect(cache.get('m1')).toEqual({ history: history(81) });
  });
});
