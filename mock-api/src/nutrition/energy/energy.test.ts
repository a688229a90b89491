import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { qisFromKcal } from '@qis/contract';
import {
  ACTIVITY_FACTORS,
  baseKcal,
  EnergyInputError,
  energyNeed,
  parseActivityLevel,
  parseGender,
  recommendedRange,
} from './energy';

const genders = fc.constantFrom('male', 'female', 'maennlich', 'weiblich');
const activities = fc.constantFrom(
  'very-inactive',
  'sitting',
  'high-work',
  'high-work-leisure',
  'sehr-inaktiv',
  'sitzend',
  'hoch-arbeit',
  'hoch-arbeit+freizeit',
);
const ages = fc.integer({ min: 10, max: 99 });
// Tenths of a kilogram, as members enter them.
const weights = fc.integer({ min: 100, max: 5000 }).map((tenths) => tenths / 10);

describe('the BMR table by sex and age band', () => {
  it.each([
    ['male', 15, 17.5 * 60 + 651],
    ['female', 15, 12.2 * 60 + 746],
    ['male', 18, 15.3 * 60 + 679],
    ['female', 29, 14.7 * 60 + 496],
    ['male', 30, 11.6 * 60 + 879],
    ['female', 59, 8.7 * 60 + 829],
    ['male', 60, 13.5 * 60 + 487],
    ['female', 99, 10.5 * 60 + 596],
  ] as const)('%s aged %i weighing 60 kg: %f kcal', (gender, age, expected) => {
    expect(baseKcal(gender, age, 60)).toBeCloseTo(expected, 9);
  });

  it('computes a known case: a 35-year-old woman of 70 kg who sits', () => {
    const need = energyNeed({ gender: 'female', age: 35, weight: 70, activityLevel: 'sitting' });
    expect(need.kcal).toBeCloseTo((8.7 * 70 + 829) * 1.6, 9);
    expect(need.qis).toBe(192);
    expect(need.minKcal).toBe(1800);
    expect(need.maxKcal).toBeCloseTo(0.8 * 2300.8, 9);
    expect([need.min, need.max]).toEqual([150, 153]);
    expect(need.rangeNote).toBeUndefined();
  });
});

describe('readings of the enumerations', () => {
  it('accepts both readings of gender and activity', () => {
    expect(parseGender('maennlich')).toBe('male');
    expect(parseGender('weiblich')).toBe('female');
    expect(parseActivityLevel('hoch-arbeit+freizeit')).toBe('high-work-leisure');
    expect(parseActivityLevel('sitzend')).toBe('sitting');
    const a = energyNeed({ gender: 'weiblich', age: 40, weight: 80, activityLevel: 'hoch-arbeit' });
    const b = energyNeed({ gender: 'female', age: 40, weight: 80, activityLevel: 'high-work' });
    expect(a).toEqual(b);
  });

  it('throws a typed error naming the field for unknown values', () => {
    expect(() => parseGender('other')).toThrow(EnergyInputError);
    expect(() => energyNeed({ gender: 'male', age: 40, weight: 80, activityLevel: 'lazy' })).toThrow(
      /activityLevel must be one of/,
    );
    // Inherited object keys are not readings.
    expect(() => parseActivityLevel('toString')).toThrow(EnergyInputError);
    try {
      parseGender('x');
    } catch (error) {
      expect((error as EnergyInputError).field).toBe('gender');
    }
  });
});

describe('properties', () => {
  it('is strictly increasing in weight', () => {
    fc.assert(
      fc.property(genders, activities, ages, weights, weights, (gender, activityLevel, age, w1, w2) => {
        fc.pre(w1 < w2);
        const light = energyNeed({ gender, age, weight: w1, activityLevel });
        const heavy = energyNeed({ gender, age, weight: w2, activityLevel });
        expect(heavy.kcal).toBeGreaterThan(light.kcal);
        expect(heavy.maxKcal).toBeGreaterThan(light.maxKcal);
      }),
    );
  });

  it('scales exactly by the activity factors', () => {
    fc.assert(
      fc.property(genders, ages, weights, (gender, age, weight) => {
        const base = energyNeed({ gender, age, weight, activityLevel: 'very-inactive' }).kcal / 1.4;
        for (const [activityLevel, factor] of Object.entries(ACTIVITY_FACTORS)) {
          const kcal = energyNeed({ gender, age, weight, activityLevel }).kcal;
          expect(kcal / base).toBeCloseTo(factor, 9);
        }
      }),
    );
  });

  it('never inverts the range, and keeps the 1800 floor whenever the formula allows it', () => {
    fc.assert(
      fc.property(genders, activities, ages, weights, (gender, activityLevel, age, weight) => {
        const need = energyNeed({ gender, age, weight, activityLevel });
        expect(need.minKcal).toBeLessThanOrEqual(need.maxKcal);
        expect(need.min).toBeLessThanOrEqual(need.max);
        expect(need.maxKcal).toBeCloseTo(0.8 * need.kcal, 9);
        if (0.8 * need.kcal >= 1800) {
          expect(need.minKcal).toBeCloseTo(Math.max(0.55 * need.kcal, 1800), 9);
          expect(need.rangeNote).toBeUndefined();
        } else {
          expect(need.minKcal).toBeCloseTo(0.55 * need.kcal, 9);
          expect(need.rangeNote).toBe('floor-above-max');
        }
      }),
    );
  });

  it('reports QIS as kcal / 12 rounded to the nearest integer', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 20_000, noNaN: true }), (kcal) => {
        const qis = qisFromKcal(kcal);
        expect(Number.isInteger(qis)).toBe(true);
        expect(Math.abs(qis - kcal / 12)).toBeLessThanOrEqual(0.5);
      }),
    );
    expect(qisFromKcal(18)).toBe(2);
    expect(qisFromKcal(17.9)).toBe(1);
  });

  it('uses the adjusted range for small needs: 2000 kcal gives 1100–1600', () => {
    expect(recommendedRange(2000)).toEqual({ minKcal: 1100, maxKcal: 1600, rangeNote: 'floor-above-max' });
    expect(recommendedRange(2250)).toEqual({ minKcal: 1800, maxKcal: 1800 });
  });
});
