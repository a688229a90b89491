import { describe, expect, it } from '@jest/globals';
import { qisFromKcal } from './qis';

describe('qisFromKcal', () => {
  it('is round(kcal / 12)', () => {
    expect(qisFromKcal(0)).toBe(0);
    expect(qisFromKcal(52)).toBe(4);
    expect(qisFromKcal(1200)).toBe(100);
    expect(qisFromKcal(17.9)).toBe(1);
    expect(qisFromKcal(18)).toBe(2);
  });
});
