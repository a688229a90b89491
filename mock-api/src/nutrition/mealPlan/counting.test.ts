import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  countDaysByBruteForce as bruteForce,
  countDaysInRange,
  countPlanDays,
  countSumsInRange,
  countTierDays,
  countTierDaysByBruteForce,
  firstAbove,
  firstAtLeast,
} from './counting';
import { TIERS } from './portions';

type Slots = [number[], number[], number[], number[]];

const slot = fc.array(fc.integer({ min: 50, max: 900 }), { minLength: 0, maxLength: 9 });
const catalogues = fc.tuple(slot, slot, slot, slot);

describe('countDaysInRange', () => {
  it('equals the brute-force count on random catalogues and ranges', () => {
    fc.assert(
      fc.property(
        catalogues,
        fc.integer({ min: 0, max: 3600 }),
        fc.integer({ min: 0, max: 1200 }),
        (slots, min, width) => {
          expect(countDaysInRange(slots, min, min + width)).toBe(bruteForce(slots, min, min + width));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('counts both ends of the range (inclusive) and works with fractional bounds', () => {
    const slots: Slots = [[100], [200], [300], [400, 401]];
    expect(countDaysInRange(slots, 1000, 1000)).toBe(1);
    expect(countDaysInRange(slots, 1000, 1001)).toBe(2);
    expect(countDaysInRange(slots, 1000.5, 1001)).toBe(1);
    expect(countDaysInRange(slots, 999, 999.9)).toBe(0);
  });

  it('counts every day when the range covers them all', () => {
    const slots: Slots = [
      [1, 2, 3],
      [4, 5],
      [6, 7, 8, 9],
      [10, 11],
    ];
    expect(countDaysInRange(slots, 0, 1000)).toBe(3 * 2 * 4 * 2);
  });
});

describe('countTierDays', () => {
  const small = fc.array(fc.integer({ min: 50, max: 900 }), { minLength: 0, maxLength: 3 });

  it('equals the brute-force count of every tier on random catalogues and ranges', () => {
    fc.assert(
      fc.property(
        fc.tuple(small, small, small, small),
        fc.constantFrom(...TIERS),
        fc.double({ min: 300, max: 8000, noNaN: true }),
        fc.double({ min: 0, max: 3000, noNaN: true }),
        (slots, tier, min, width) => {
          expect(countTierDays(slots, tier, min, min + width)).toBe(
            countTierDaysByBruteForce(slots, tier, min, min + width),
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  it('counts a day once whatever its factors: one recipe per slot at 100 kcal', () => {
    const one: [number[], number[], number[], number[]] = [[100], [100], [100], [100]];
    // Whole portions: the one day of 400 kcal.
    expect(countTierDays(one, 'whole', 400, 400)).toBe(1);
    // Scaled: all four factors equal to f gives 400 f; 1½ and ¾ mixed: e.g. 150 + 150 + 75 + 75 = 450.
    expect(countTierDays(one, 'scaled', 200, 200)).toBe(1);
    expect(countTierDays(one, 'scaled', 1200, 1200)).toBe(0); // snack and breakfast stop at 2
    expect(countTierDays(one, 'scaled', 0, 10_000)).toBe(countTierDaysByBruteForce(one, 'scaled', 0, 10_000));
    // A second snack must be another recipe: none here.
    expect(countTierDays(one, 'extra-snack', 0, 10_000)).toBe(countTierDays(one, 'scaled', 0, 10_000));
  });

  it('uses whole portions while they give a week, then scaled portions, then a second snack', () => {
    const slots: [number[], number[], number[], number[]] = [
      [300, 400, 500],
      [500, 600, 700],
      [400, 500, 600],
      [100, 200, 300],
    ];
    expect(countPlanDays(slots, 1500, 2100).tier).toBe('whole');
    expect(countPlanDays(slots, 3000, 4000).tier).toBe('scaled');
    expect(countPlanDays(slots, 6200, 6500).tier).toBe('extra-snack');
    expect(countPlanDays(slots, 9000, 9500)).toEqual({ tier: 'extra-snack', count: 0 });
  });

  it('sums four lists by meet in the middle', () => {
    expect(countSumsInRange([[1, 2], [10], [100, 200], [1000]], 1111, 1211)).toBe(3);
    expect(countSumsInRange([[1], [1], [1], []], 0, 10)).toBe(0);
  });
});

describe('binary searches', () => {
  it('find the first index at least / above a value', () => {
    const sorted = [1, 3, 3, 5];
    expect(firstAtLeast(sorted, 3)).toBe(1);
    expect(firstAbove(sorted, 3)).toBe(3);
    expect(firstAtLeast(sorted, 6)).toBe(4);
    expect(firstAbove(sorted, 0)).toBe(0);
  });
});
