import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { countDaysInRange } from './counting';
import { DAYS_PER_WEEK, generateWeek } from './generator';
import { hashSeed, isoWeek, seededRandom } from './random';

type Slots = [number[], number[], number[], number[]];

const dayTotal = (slots: Slots, day: number[]) =>
  day.reduce((sum, index, slot) => sum + slots[slot]![index]!, 0);

/** 28 recipes per slot, spread like the real catalogue's. */
function catalogue(seed: number): Slots {
  const random = seededRandom(seed);
  const spread = (low: number, high: number) =>
    Array.from({ length: 28 }, () => Math.round(low + random() * (high - low)));
  return [spread(300, 550), spread(450, 800), spread(400, 750), spread(100, 350)];
}

describe('generateWeek', () => {
  it('fills seven days whose totals all lie in the range', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 1300, max: 2300 }),
        fc.integer({ min: 0, max: 400 }),
        (seed, min, width) => {
          const slots = catalogue(seed);
          const max = min + width;
          const week = generateWeek(slots, min, max, seededRandom(seed));
          if (countDaysInRange(slots, min, max) === 0) {
            expect(week).toBeNull();
            return;
          }
          expect(week).toHaveLength(DAYS_PER_WEEK);
          for (const day of week!) {
            const total = dayTotal(slots, day);
            expect(total).toBeGreaterThanOrEqual(min);
            expect(total).toBeLessThanOrEqual(max);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('repeats no recipe within a slot when the catalogue allows it', () => {
    const slots = catalogue(7);
    const week = generateWeek(slots, 1600, 2000, seededRandom(42))!;
    for (let slot = 0; slot < 4; slot++) {
      expect(new Set(week.map((day) => day[slot])).size).toBe(DAYS_PER_WEEK);
    }
  });

  it('repeats recipes rather than fail when only a few days fit', () => {
    const slots: Slots = [[500, 300], [600], [500], [200]];
    const week = generateWeek(slots, 1800, 1800, seededRandom(1))!;
    expect(week).toHaveLength(DAYS_PER_WEEK);
    expect(week.every((day) => day.join() === '0,0,0,0')).toBe(true);
  });

  it('answers null when no day fits', () => {
    expect(generateWeek([[100], [100], [100], [100]], 1800, 2000, seededRandom(1))).toBeNull();
  });

  it('gives the same week for the same seed and another for another seed', () => {
    const slots = catalogue(3);
    const plan = (seed: number) => generateWeek(slots, 1700, 2100, seededRandom(seed));
    expect(plan(hashSeed('a'))).toEqual(plan(hashSeed('a')));
    expect(plan(hashSeed('a'))).not.toEqual(plan(hashSeed('b')));
  });
});

describe('isoWeek', () => {
  it('names the ISO 8601 week, whose year is that of its Thursday', () => {
    expect(isoWeek(new Date('2026-11-22T10:00:00Z'))).toBe('2026-W47');
    expect(isoWeek(new Date('2026-11-23T00:00:00Z'))).toBe('2026-W48');
    expect(isoWeek(new Date('2021-01-03T12:00:00Z'))).toBe('2020-W53');
    expect(isoWeek(new Date('2024-12-30T12:00:00Z'))).toBe('2025-W01');
  });
});
