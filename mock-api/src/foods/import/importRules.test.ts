import { describe, expect, it } from '@jest/globals';
import { drawRandom } from '../service';
import { categoryIds, categoryMapping } from './categories';
import type { SourceFood } from './sourceFood';
import { tableNumber } from './values';

describe('tableNumber', () => {
  it('reads plain numbers with a decimal point or comma', () => {
    expect(tableNumber('12,5')).toBe(12.5);
    expect(tableNumber(' 398 ')).toBe(398);
    expect(tableNumber('0')).toBe(0);
  });

  it('keeps missing, trace and bounded values unknown (null), never 0', () => {
    for (const raw of ['-', '', 'traces', 'TR', '< 0,5', '<LOD', '<LOD or <LOQ', undefined, null]) {
      expect(tableNumber(raw)).toBeNull();
    }
  });
});

const source = (overrides: Partial<SourceFood>): SourceFood => ({
  source: 'ciqual',
  code: '1',
  names: {},
  kcal: null,
  fat: null,
  cholesterol: null,
  groups: {},
  matchName: '',
  portionGrams: null,
  portionLabel: null,
  ...overrides,
});

describe('categoryMapping', () => {
  const mapping = categoryMapping();

  it('knows the 22 categories in the spec’s order', () => {
    expect(categoryIds()).toHaveLength(22);
    expect(categoryIds()[0]).toBe('Alkoholische Getränke');
    expect(categoryIds()[21]).toBe('Fast Food');
  });

  it('maps each source’s own groups, first matching rule winning', () => {
    expect(
      mapping.categoryOf(source({ source: 'ciqual', groups: { grp: '', ssgrp: 'sandwichs', ssssgrp: '-' } })),
    ).toBe('Fast Food');
    expect(
      mapping.categoryOf(
        source({
          source: 'nevo',
          groups: { foodGroup: 'Potatoes and tubers' },
          matchName: 'Pizza margherita | Pizza',
        }),
      ),
    ).toBe('Fast Food');
    expect(
      mapping.categoryOf(source({ source: 'bls', code: 'E100000', matchName: 'Hühnerei | Chicken egg' })),
    ).toBe('Eier');
    expect(
      mapping.categoryOf(
        source({
          source: 'swiss',
          groups: { category: 'Fisch/Meeresfische' },
          matchName: 'Cabillaud | Kabeljau | Cod',
        }),
      ),
    ).toBe('Fisch und Meeresfrüchte');
  });

  it('leaves foods outside the QIS table without a category', () => {
    expect(
      mapping.categoryOf(source({ source: 'ciqual', groups: { grp: '', ssgrp: '', ssssgrp: '' } })),
    ).toBeNull();
  });
});

describe('drawRandom', () => {
  it('draws distinct items, as many as asked or as there are', () => {
    const items = Array.from({ length: 100 }, (_, i) => i);
    const drawn = drawRandom(items, 25);
    expect(new Set(drawn).size).toBe(25);
    expect(drawn.every((item) => items.includes(item))).toBe(true);
    expect(drawRandom([1, 2, 3], 25).sort()).toEqual([1, 2, 3]);
    expect(drawRandom(items, 25, () => 0)).toEqual(items.slice(0, 25));
  });
});
