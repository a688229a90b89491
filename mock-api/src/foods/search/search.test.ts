import { describe, expect, it } from '@jest/globals';
import type { Locale } from '@qis/contract';
import { EverydaySearch, SEARCH_CAP } from './everydaySearch';
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

describe('EverydaySearch', () => {
  const searchOf = (locale: Locale, names: string[], uncategorised: string[] = []) =>
    new EverydaySearch(
      locale,
      names.map((name) => ({ name, item: name, categorised: !uncategorised.includes(name) })),
    );
  const index = searchOf('en', [
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
  ]);

  it('needs every query word to start a word of the name', () => {
    expect(index.search('apple raw')).toEqual(['Apple, raw', 'Custard apple, raw']);
    expect(index.search('app ra')).toEqual(['Apple, raw', 'Custard apple, raw']);
    expect(index.search('pple')).toEqual([]); // inside a word is not a word start
    expect(index.search('apple zzz')).toEqual([]);
    expect(index.search('  ,; ')).toEqual([]);
  });

  it('puts the plain food first, then names that say more of it, then products and dishes of it', () => {
    expect(index.search('apple')).toEqual([
      'Apple, raw',
      'Apple',
      'Custard apple, raw',
      'Crab apple',
      'Apple pie',
      'Apple juice, from concentrate',
    ]);
    expect(index.search('apples')).toEqual(index.search('apple'));
  });

  it('reads a marker after a negation as the plain food: unsweetened tea is tea, not a product of sugar', () => {
    const tea = searchOf('fr', ['Thé, feuille', 'Thé froid, sucré', 'Thé, non sucré', 'Sucre blanc']);
    expect(tea.search('thé')).toEqual(['Thé, non sucré', 'Thé, feuille', 'Thé froid, sucré']);
    // The negated word is still a word of the name: it is found by it, after the food it names.
    expect(tea.search('sucre')).toEqual(['Sucre blanc', 'Thé froid, sucré', 'Thé, non sucré']);
    expect(tea.search('thé non sucré')).toEqual(['Thé, non sucré']);
  });

  it('puts the cooked ham first: its plain form, not the cured "raw" one', () => {
    const ham = searchOf('fr', ['Jambon cru', 'Jambon sec', 'Jambon cuit, choix']);
    expect(ham.search('jambon')[0]).toBe('Jambon cuit, choix');
  });

  it('puts staples eaten cooked first cooked, other foods raw, and the tables’ averages first', () => {
    const rice = searchOf('en', ['Rice, raw', 'Rice bran', 'Rice, boiled', 'Rice pudding']);
    expect(rice.search('rice')).toEqual(['Rice, boiled', 'Rice, raw', 'Rice bran', 'Rice pudding']);
    const cheese = searchOf('fr', ['Fromage râpé', 'Fromage de tête', 'Fromage (aliment moyen)']);
    expect(cheese.search('fromage')[0]).toBe('Fromage (aliment moyen)');
  });

  it('ranks a dish the tables file in no category after the plain food', () => {
    const dishes = searchOf('en', ['Leek gratin', 'Leek stewed', 'Leek, raw'], ['Leek stewed']);
    expect(dishes.search('leek')).toEqual(['Leek, raw', 'Leek stewed', 'Leek gratin']);
  });

  it('finds German compounds from their parts and the parts from the compound', () => {
    const german = searchOf('de', [
      'Apfelmus',
      'Apfel, roh',
      'Bratapfel',
      'Hähnchen Brust, roh',
      'Hähnchenbrustfilet paniert',
      'Putenbrust, roh',
      'Pute, roh',
      'Reismehl',
      'Reis, gekocht',
    ]);
    // "brat" is no word of these names: Bratapfel's first part is guessed, so it comes after Apfelmus.
    expect(german.search('apfel')).toEqual(['Apfel, roh', 'Apfelmus', 'Bratapfel']);
    expect(german.search('Hähnchenbrust')[0]).toBe('Hähnchen Brust, roh');
    expect(german.search('brust')).toContain('Putenbrust, roh');
    expect(german.search('reis')).toEqual(['Reis, gekocht', 'Reismehl']);
  });

  it('answers a name once, however many tables know a food by it', () => {
    const juices = new EverydaySearch('de', [
      { name: 'Apfelsaft', item: 'bls', categorised: true },
      { name: 'apfelsaft', item: 'swiss', categorised: true },
      { name: 'Apfelsaft, naturtrüb', item: 'cloudy', categorised: true },
    ]);
    expect(juices.search('apfelsaft')).toEqual(['bls', 'cloudy']);
  });

  it('ignores case and accents, in the query and the names', () => {
    const french = searchOf('fr', ['Pâté de foie', 'Oeuf, cru', 'Œuf dur']);
    expect(french.search('PATE')).toEqual(['Pâté de foie']);
    expect(french.search('œufs')).toEqual(['Oeuf, cru', 'Œuf dur']);
  });

  it('tells apart words that only their accents distinguish, when the member types them', () => {
    const french = searchOf('fr', [
      'Pâté (aliment moyen)',
      'Pâte sablée, cuite',
      'Pâtes sèches standard, cuites, non salées',
    ]);
    expect(french.search('pâtes')[0]).toBe('Pâtes sèches standard, cuites, non salées');
    expect(french.search('pâté')[0]).toBe('Pâté (aliment moyen)');
    // Typed without accents, the three are one word: found all the same.
    expect(french.search('pates')).toHaveLength(3);
    // Accents a name does not write at all are only another spelling of it.
    expect(searchOf('fr', ['Lentille, cuite']).search('lentílles')).toEqual(['Lentille, cuite']);
  });

  it('reads German and Dutch loanwords spelled with c or k, f or ph, as one word', () => {
    const german = searchOf('de', ['Broccoli, roh', 'Kakaopulver', 'Karotte, roh']);
    expect(german.search('Brokkoli')).toEqual(['Broccoli, roh']);
    expect(german.search('Cacaopulver')).toEqual(['Kakaopulver']);
    // English does not: two letters from "broccoli" is more than a typo.
    expect(searchOf('en', ['Broccoli, raw']).search('brokkoli')).toEqual([]);
  });

  it('puts the food named by the word itself before compounds ending or starting with it', () => {
    const coffee = searchOf('de', ['Eiskaffee', 'Kaffeerahm', 'Kaffee (Getränk)'], ['Kaffee (Getränk)']);
    expect(coffee.search('Kaffee')[0]).toBe('Kaffee (Getränk)');
    // A compound whose first part no name has alone is still found by its last part.
    const celery = searchOf('de', ['Knollensellerie, roh', 'Sellerie-Piccata'], ['Sellerie-Piccata']);
    expect(celery.search('Sellerie')).toContain('Knollensellerie, roh');
  });

  it('puts the foods of the tables’ group the query names first (cheese, not a meat loaf)', () => {
    const names = ['Fleischkäse', 'Käse in Salzlake (Kuhmilch)'];
    const groups: Record<string, string> = {
      Fleischkäse: 'Wurstwaren',
      'Käse in Salzlake (Kuhmilch)': 'Käse',
    };
    const cheese = new EverydaySearch(
      'de',
      names.map((name) => ({ name, item: name, categorised: true, group: groups[name] })),
    );
    expect(cheese.search('Käse')[0]).toBe('Käse in Salzlake (Kuhmilch)');
  });

  it('knows the synonyms members use', () => {
    const oats = searchOf('en', ['Oat bran', 'Oat flakes', 'Oat drink']);
    expect(oats.search('rolled oats')[0]).toBe('Oat flakes');
    expect(oats.search('porridge oats')[0]).toBe('Oat flakes');
    expect(oats.search('oats')[0]).toBe('Oat flakes');
  });

  it('tolerates one typo in words of 5 or more letters, when the word is found nowhere as typed', () => {
    expect(index.search('appel').slice(0, 2)).toEqual(['Apple, raw', 'Apple']);
    expect(index.search('yoghurt')).toEqual(['Yoghurt, plain', 'Greek yoghurt', 'Yogurt drink']);
    expect(index.search('yogurt')[0]).toBe('Yoghurt, plain'); // a synonym, not a typo
    expect(index.search('pmple')).toEqual([]); // the typo search needs one of its first two letters
    expect(index.search('appl')).toHaveLength(6);
    expect(index.search('aple')).toEqual([]); // 4 letters: no typo allowed
  });

  it('answers at most 50 results', () => {
    const many = searchOf(
      'en',
      Array.from({ length: 80 }, (_, i) => `Bean ${i}`),
    );
    expect(many.search('bean')).toHaveLength(SEARCH_CAP);
    expect(many.search('bean', 3)).toHaveLength(3);
  });
});

describe('everyday rules of issue 28', () => {
  const names = (locale: Locale, list: [string, { rawIsKind?: boolean; group?: string }?][]) =>
    new EverydaySearch(
      locale,
      list.map(([name, options]) => ({ name, item: name, categorised: true, ...options })),
    );

  it('does not answer a French compound noun for its first word alone (pomme de terre is not a pomme)', () => {
    const search = names('fr', [
      ['Pomme de terre, cuite (aliment moyen)'],
      ['Pomme, crue'],
      ['Noix de coco'],
    ]);
    expect(search.search('pomme')[0]).toBe('Pomme, crue');
    expect(search.search('pomme de terre')[0]).toBe('Pomme de terre, cuite (aliment moyen)');
    expect(search.search('noix')).toEqual(['Noix de coco']);
  });

  it('reads "raw" as a special kind of a dairy food, and as the plain form of others', () => {
    const dairy = { rawIsKind: true };
    const milk = names('nl', [
      ['Melk rauwe', dairy],
      ['Melk volle', dairy],
      ['Wortel rauw'],
      ['Wortel gekookt'],
    ]);
    expect(milk.search('melk')[0]).toBe('Melk volle');
    expect(milk.search('melk rauwe')[0]).toBe('Melk rauwe');
    expect(milk.search('wortel')[0]).toBe('Wortel rauw');
  });
});
