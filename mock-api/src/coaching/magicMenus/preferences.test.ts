import { describe, expect, it } from '@jest/globals';
import { readPreferences } from './preferences';
import { clauses, findPhrases, forms, phrase, sameWord } from './text';

describe('reading words', () => {
  it('matches plurals and inflections to their singular, not to shorter words', () => {
    expect(sameWord('tomates', 'tomate')).toBe(true);
    expect(sameWord('tomaten', 'tomate')).toBe(true);
    expect(sameWord('strawberries', 'strawberry')).toBe(true);
    expect(sameWord('nusse', 'nuss')).toBe(true);
    expect(sameWord('nuts', 'nut')).toBe(true);
    expect(sameWord('not', 'noten')).toBe(false);
    expect(sameWord('eis', 'ei')).toBe(false);
    expect(forms('vis')).toEqual(['vis']);
  });

  it('reads a longer phrase before the words inside it', () => {
    const entries = [{ words: phrase('pomme') }, { words: phrase('pomme de terre') }];
    expect(findPhrases(phrase('des pommes de terre'), entries).found).toEqual([entries[1]]);
    expect(findPhrases(phrase('une pomme'), entries).found).toEqual([entries[0]]);
  });

  it('splits a list on commas and on and/or/but in the four languages', () => {
    expect(clauses('saumon, brocoli et riz')).toEqual(['saumon', 'brocoli', 'riz']);
    expect(clauses('Hähnchen und Reis oder Nudeln')).toEqual(['Hähnchen', 'Reis', 'Nudeln']);
    expect(clauses('kip en rijst maar geen vis')).toEqual(['kip', 'rijst', 'geen vis']);
    expect(clauses('chicken but no fish')).toEqual(['chicken', 'no fish']);
  });
});

describe('readPreferences', () => {
  it.each([
    ['poisson', 'fish'],
    ['Fisch', 'fish'],
    ['vis', 'fish'],
    ['fruits de mer', 'fish'],
    ['Meeresfrüchte', 'fish'],
    ['zeevruchten', 'fish'],
    ['noix', 'nuts'],
    ['Nüsse', 'nuts'],
    ['cacahuètes', 'nuts'],
    ['porc', 'pork'],
    ['varkensvlees', 'pork'],
    ['lard', 'pork'],
    ['produits laitiers', 'dairy'],
    ['lactose', 'dairy'],
    ['Milchprodukte', 'dairy'],
    ['gluten', 'gluten'],
    ['viande', 'meat'],
    ['Fleisch', 'meat'],
    ['vlees', 'meat'],
    ['œufs', 'egg'],
  ])('reads the dislike "%s" as the family %s', (dislike, family) => {
    expect([...readPreferences({ dislike }).families]).toContain(family);
  });

  it('reads a single food as that food, in any language', () => {
    expect([...readPreferences({ dislike: 'tomaten' }).dislikedKeys].sort()).toEqual([
      'cannedTomato',
      'cherryTomato',
      'tomato',
    ]);
    expect([...readPreferences({ dislike: 'saumon' }).dislikedKeys].sort()).toEqual([
      'salmon',
      'smokedSalmon',
    ]);
    expect(readPreferences({ dislike: 'fenouil' }).dislikedWords).toEqual(['fenouil']);
  });

  it.each([
    ['végétarien', ['vegetarian'], ['meat', 'fish']],
    ['vegan', ['vegan'], ['meat', 'fish', 'dairy', 'egg', 'animal']],
    ['veganistisch', ['vegan'], ['meat', 'fish', 'dairy', 'egg', 'animal']],
    ['sans gluten, rapide', ['gluten-free', 'quick'], ['gluten']],
    ['glutenfrei und schnell', ['gluten-free', 'quick'], ['gluten']],
    ['lactosevrij', ['lactose-free'], ['dairy']],
    ['lactose-free', ['lactose-free'], ['dairy']],
    ['halal', ['halal'], ['pork']],
  ])('reads the info "%s" as %j, excluding %j', (info, diets, families) => {
    const preferences = readPreferences({ info });
    expect([...preferences.diets].sort()).toEqual([...diets].sort());
    expect([...preferences.families].sort()).toEqual([...families].sort());
  });

  it('reads "no …" in info and in like as a dislike', () => {
    expect([...readPreferences({ info: 'allergique aux noix, sans porc' }).families].sort()).toEqual([
      'nuts',
      'pork',
    ]);
    expect([...readPreferences({ info: 'kein Fisch bitte' }).families]).toEqual(['fish']);
    const mixed = readPreferences({ like: "j'aime le poulet mais pas le poisson" });
    expect(mixed.likes).toEqual([{ text: "j'aime le poulet", keys: ['chicken'], searchWords: [] }]);
    expect([...mixed.families]).toEqual(['fish']);
  });

  it('keeps what a like names beyond the vocabulary for a catalogue search, without filler words', () => {
    expect(readPreferences({ like: "j'adore le fenouil" }).likes).toEqual([
      { text: "j'adore le fenouil", keys: [], searchWords: ['fenouil'] },
    ]);
    expect(readPreferences({ like: 'des pommes de terre' }).likes[0]!.keys).toEqual(['potato']);
  });
});
