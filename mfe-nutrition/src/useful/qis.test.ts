import { describe, expect, it } from '@jest/globals';
import { qisOf } from './qis';

describe('qisOf', () => {
  it.each([
    [0, 0],
    [52, 4],
    [54, 5],
    [1200, 100],
    [66, 6],
  ])('%s kcal is %s QIS', (kcal, qis) => expect(qisOf(kcal)).toBe(qis));

  it('keeps an unknown energy unknown', () => expect(qisOf(null)).toBeNull());
});
