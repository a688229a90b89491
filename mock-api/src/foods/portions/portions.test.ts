import { describe, expect, it } from '@jest/globals';
import { food } from '../../coaching/assistant/testing/fixtures';
import { parsePortionPhrase } from './parsePortion';
import { portionOf, portionsFor } from './portionsFor';

describe('parsePortionPhrase', () => {
  it.each([
    ['How many QIS in a glass of red wine?', { count: 1, unit: 'glass', foodWord: 'red' }],
    ['combien de QIS dans une tranche de pain', { count: 1, unit: 'slice', foodWord: 'pain' }],
    ['wie viele QIS hat ein Ei', { count: 1, unit: 'piece', foodWord: 'ei' }],
    ['How many QIS in a banana?', { count: 1, unit: 'piece', foodWord: 'banana' }],
    ['qis in 2 cups of cooked rice', { count: 2, unit: 'cup', foodWord: 'cooked' }],
    ['hoeveel qis in een boterham', { count: 1, unit: 'slice', foodWord: 'tarwebrood' }],
    ['deux cuillères à soupe d’huile d’olive', { count: 2, unit: 'tablespoon', foodWord: 'huile' }],
    ['zwei Gläser Rotwein', { count: 2, unit: 'glass', foodWord: 'rotwein' }],
    ['3 bananes', { count: 3, unit: 'piece', foodWord: 'bananes' }],
  ] as const)('reads "%s"', (text, expected) => {
    expect(parsePortionPhrase(text)).toMatchObject(expected);
  });

  it('reads no portion in an amount of grams or a question without one', () => {
    expect(parsePortionPhrase('150 g of rice')).toBeNull();
    expect(parsePortionPhrase('How many QIS in rice?')).toBeNull();
  });

  it('says which word a food measure stands for ("een boterham" is bread)', () => {
    expect(parsePortionPhrase('twee boterhammen')).toEqual({
      count: 2,
      unit: 'slice',
      foodWord: 'tarwebrood',
      foodInstead: { word: 'boterhammen', search: 'tarwebrood' },
    });
  });
});

const wine = food({
  source: 'ciqual',
  sourceCode: 'w',
  kcal: 83,
  category: 'Getränke',
  names: { en: 'Wine, red, 12.5% vol', fr: 'Vin rouge 12,5° (moyen)' },
});
const apple = food({
  source: 'swiss',
  sourceCode: 'a',
  kcal: 54,
  category: 'Obst',
  portionGrams: 150,
  portionLabel: '1 apple',
  names: { en: 'Apple, raw', fr: 'Pomme, crue', de: 'Apfel, roh', nl: 'Appel' },
});
const potato = food({
  source: 'ciqual',
  sourceCode: 'p',
  kcal: 80,
  category: 'Gemüse',
  names: { fr: 'Pomme de terre, cuite à l’eau' },
});
const quinoa = food({
  source: 'ciqual',
  sourceCode: 'q',
  kcal: 120,
  category: 'Getreide',
  names: { en: 'Quinoa, cooked', fr: 'Quinoa, cuit' },
});

describe('portionsFor and portionOf', () => {
  it('gives a food the standard table’s portions, labelled in the language asked', () => {
    expect(portionsFor(wine, 'fr')).toEqual([
      { unit: 'glass', grams: 125, source: 'standard', label: '1 verre' },
    ]);
    expect(portionOf(wine, 'glass', 'en')).toEqual({
      unit: 'glass',
      grams: 125,
      source: 'standard',
      label: '1 glass',
    });
  });

  it('puts the table’s own portion first and uses it for a piece', () => {
    expect(portionsFor(apple, 'de')[0]).toEqual({
      unit: 'portion',
      grams: 150,
      source: 'table',
      label: '1 apple',
    });
    expect(portionOf(apple, 'piece', 'de')).toMatchObject({ grams: 150, source: 'table' });
  });

  it('reads a head of several words ("pomme de terre" is no apple, though both weigh 150 g)', () => {
    expect(portionOf(potato, 'piece', 'fr')).toMatchObject({ grams: 150, source: 'standard' });
  });

  it('falls back on a measure’s usual grams, and knows no weight for a piece it has no row for', () => {
    expect(portionOf(quinoa, 'cup', 'en')).toEqual({
      unit: 'cup',
      grams: 240,
      source: 'default',
      label: '1 cup',
    });
    expect(portionOf(quinoa, 'piece', 'en')).toBeNull();
    expect(portionsFor(quinoa, 'en')).toEqual([]);
  });
});
