import { describe, expect, it } from '@jest/globals';
import { FoodIndex, RESULT_CAP } from './foodIndex';
import { normalize, words } from './normalize';
import { damerauLevenshtein, prefixWithinOneEdit } from './typo';

describe('normalize', () => {
  it('ignores case and accents and spells out ligatures', () => {
    expect(normalize('Crème BRÛLÉE')).toBe('creme brulee');
    expect(normalize('Œuf à la coque')).toBe('oeuf a la coque');
    expect(normalize('Cæsar')).toBe('caesar');
    expect(normalize('Weißbrot, Äpfel')).toBe('weissbrot apfel');
    expect(normalize('Müsli')).toBe('musli');
  });

  it('turns punctuation into single spaces between words', () => {
    expect(normalize('  Pomme, crue (pulpe & peau) ')).toBe('pomme crue pulpe peau');
    expect(words(normalize('Jus d’orange, 100%'))).toEqual(['jus', 'd', 'orange', '100']);
    expect(words('')).toEqual([]);
  });
});

describe('typo tolerance', () => {
  it('accepts a word whose prefix is within one Damerau-Levenshtein edit', () => {
    expect(prefixWithinOneEdit('appel', 'apple')).toBe(true); // swapped neighbours
    expect(prefixWithinOneEdit('yogurt', 'yoghurt')).toBe(true); // a letter missing
    expect(prefixWithinOneEdit('joghurrt', 'joghurt')).toBe(true); // a letter too many
    expect(prefixWithinOneEdit('tomate', 'tomato')).toBe(true); // substituted
    expect(prefixWithinOneEdit('bannan', 'bananas')).toBe(true); // prefix of a longer word
    expect(prefixWithinOneEdit('bnanaa', 'banana')).toBe(false); // two edits
    expect(prefixWithinOneEdit('cheese', 'chicken')).toBe(false);
  });

  it('agrees with the full distance on whole words', () => {
    for (const [a, b] of [
      ['appel', 'apple'],
      ['yogurt', 'yoghurt'],
      ['carrot', 'parrot'],
      ['carrot', 'cabbage'],
      ['spinach', 'spinahc'],
    ] as const) {
      expect(prefixWithinOneEdit(a, b) && a.length >= b.length - 1).toBe(damerauLevenshtein(a, b) <= 1);
    }
    expect(damerauLevenshtein('kitten', 'sitting')).toBe(3);
    expect(damerauLevenshtein('ca', 'ac')).toBe(1);
  });
});

describe('FoodIndex', () => {
  const index = new FoodIndex(
    [
      'Apple pie',
      'Apple',
      'Apple, raw',
      'Pineapple',
      'Apple juice, from concentrate',
      'Crab apple',
      'Custard apple, raw',
      'Yoghurt, plain',
      'Greek yoghurt',
      'Yogurt drink',
      'Oeuf, cru',
      'Pâté de foie',
      'Pomme de terre, crue',
      'Pomme, crue',
    ].map((name) => ({ name, item: name })),
  );

  it('needs every query word to start a word of the name', () => {
    expect(index.search('apple raw')).toEqual(['Apple, raw', 'Custard apple, raw']);
    expect(index.search('app ra')).toEqual(['Apple, raw', 'Custard apple, raw']);
    expect(index.search('pple')).toEqual([]); // inside a word is not a word start
    expect(index.search('apple zzz')).toEqual([]);
    expect(index.search('  ,; ')).toEqual([]);
  });

  it('ranks exact names, then names starting with the query, then the rest, shorter first', () => {
    expect(index.search('apple')).toEqual([
      'Apple',
      'Apple pie',
      'Apple, raw',
      'Apple juice, from concentrate',
      'Crab apple',
      'Custard apple, raw',
    ]);
    expect(index.search('pomme')).toEqual(['Pomme, crue', 'Pomme de terre, crue']);
  });

  it('puts names starting with the query as a whole word before longer words, then known values', () => {
    const german = new FoodIndex([
      { name: 'Apfelmus', item: 'Apfelmus' },
      { name: 'Apfel, roh', item: 'Apfel, roh (unknown energy)', tieBreak: 1 },
      { name: 'Apfel, roh', item: 'Apfel, roh', tieBreak: 0 },
      { name: 'Bratapfel', item: 'Bratapfel' },
    ]);
    // "Bratapfel" holds "apfel" inside a word only: not a match. Of two foods named alike, the member
    // sees one: the one of known energy.
    expect(german.search('apfel')).toEqual(['Apfel, roh', 'Apfelmus']);
  });

  it('answers a name once, however many tables know a food by it', () => {
    const juices = new FoodIndex([
      { name: 'Apfelsaft', item: 'bls' },
      { name: 'apfelsaft', item: 'swiss' },
      { name: 'Apfelsaft, naturtrüb', item: 'cloudy' },
    ]);
    expect(juices.search('apfelsaft')).toEqual(['bls', 'cloudy']);
  });

  it('ignores case and accents, in the query and the names', () => {
    expect(index.search('PATE')).toEqual(['Pâté de foie']);
    expect(index.search('œuf')).toEqual(['Oeuf, cru']);
  });

  it('tolerates one typo in words of 5 or more letters, ranking exact spellings first', () => {
    expect(index.search('appel').slice(0, 3)).toEqual(['Apple', 'Apple pie', 'Apple, raw']);
    expect(index.search('yoghurt')).toEqual(['Yoghurt, plain', 'Greek yoghurt', 'Yogurt drink']);
    expect(index.search('yogurt')).toEqual(['Yogurt drink', 'Yoghurt, plain', 'Greek yoghurt']);
    expect(index.search('pmme')).toEqual([]); // 4 letters: no typo allowed
  });

  it('answers at most 50 results', () => {
    const many = new FoodIndex(Array.from({ length: 80 }, (_, i) => ({ name: `Bean ${i}`, item: i })));
    expect(many.search('bean')).toHaveLength(RESULT_CAP);
    expect(many.search('bean', 3)).toEqual([0, 1, 2]);
  });
});
