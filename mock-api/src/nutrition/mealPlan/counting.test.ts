import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { countDaysByBruteForce as bruteForce, countDaysInRange, firstAbove, firstAtLeast } from './counting';

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

describe('binary searches', () => {
  it('find the first index at least / above a value', () => {
    const sorted = [1, 3, 3, 5];
    expect(firstAtLeast(sorted, 3)).toBe(1);
    expect(firstAbove(sorted, 3)).toBe(3);
    expect(firstAtLeast(sorted, 6)).toBe(4);
    expect(firstAbove(sorted, 0)).toBe(0);
  });
});
