import { HOUSEHOLD_UNITS, type HouseholdUnit, type Locale } from '@qis/contract';

export { HOUSEHOLD_UNITS, type HouseholdUnit };

/** A unit's name with its plural forms, for "1 glass", "2 glasses". */
export type UnitLabel = Readonly<Record<'one' | 'other', string>>;

export const UNIT_LABELS: Readonly<Record<Locale, Readonly<Record<HouseholdUnit, UnitLabel>>>> = {
  en: {
    glass: { one: 'glass', other: 'glasses' },
    slice: { one: 'slice', other: 'slices' },
    cup: { one: 'cup', other: 'cups' },
    tablespoon: { one: 'tablespoon', other: 'tablespoons' },
    teaspoon: { one: 'teaspoon', other: 'teaspoons' },
    bowl: { one: 'bowl', other: 'bowls' },
    piece: { one: 'piece', other: 'pieces' },
    portion: { one: 'portion', other: 'portions' },
  },
  fr: {
    glass: { one: 'verre', other: 'verres' },
    slice: { one: 'tranche', other: 'tranches' },
    cup: { one: 'tasse', other: 'tasses' },
    tablespoon: { one: 'cuillère à soupe', other: 'cuillères à soupe' },
    teaspoon: { one: 'cuillère à café', other: 'cuillères à café' },
    bowl: { one: 'bol', other: 'bols' },
    piece: { one: 'pièce', other: 'pièces' },
    portion: { one: 'portion', other: 'portions' },
  },
  de: {
    glass: { one: 'Glas', other: 'Gläser' },
    slice: { one: 'Scheibe', other: 'Scheiben' },
    cup: { one: 'Tasse', other: 'Tassen' },
    tablespoon: { one: 'Esslöffel', other: 'Esslöffel' },
    teaspoon: { one: 'Teelöffel', other: 'Teelöffel' },
    bowl: { one: 'Schüssel', other: 'Schüsseln' },
    piece: { one: 'Stück', other: 'Stück' },
    portion: { one: 'Portion', other: 'Portionen' },
  },
  nl: {
    glass: { one: 'glas', other: 'glazen' },
    slice: { one: 'plak', other: 'plakken' },
    cup: { one: 'kopje', other: 'kopjes' },
    tablespoon: { one: 'eetlepel', other: 'eetlepels' },
    teaspoon: { one: 'theelepel', other: 'theelepels' },
    bowl: { one: 'kom', other: 'kommen' },
    piece: { one: 'stuk', other: 'stuks' },
    portion: { one: 'portie', other: 'porties' },
  },
};

/**
 * How members write each unit, normalised (lower case, no accents); every language's words count
 * for every question. A phrase is consecutive words.
 */
export const UNIT_WORDS: Readonly<Record<Exclude<HouseholdUnit, 'piece'>, readonly string[]>> = {
  glass: [
    'glass',
    'glasses',
    'verre',
    'verres',
    'glas',
    'glaser',
    'glaeser',
    'glazen',
    'glaasje',
    'glaasjes',
  ],
  slice: [
    'slice',
    'slices',
    'tranche',
    'tranches',
    'scheibe',
    'scheiben',
    'plak',
    'plakken',
    'plakje',
    'plakjes',
    'sneetje',
    'sneetjes',
    'snee',
  ],
  cup: ['cup', 'cups', 'mug', 'tasse', 'tasses', 'tassen', 'kop', 'kopje', 'kopjes'],
  tablespoon: [
    'tablespoon',
    'tablespoons',
    'tbsp',
    'cuillere a soupe',
    'cuilleres a soupe',
    'essloffel',
    'eetlepel',
    'eetlepels',
  ],
  teaspoon: [
    'teaspoon',
    'teaspoons',
    'tsp',
    'cuillere a cafe',
    'cuilleres a cafe',
    'teeloffel',
    'theelepel',
    'theelepels',
  ],
  bowl: ['bowl', 'bowls', 'bol', 'bols', 'schussel', 'schale', 'kom', 'kommen', 'kommetje'],
  portion: ['portion', 'portions', 'serving', 'servings', 'portie', 'porties', 'portionen'],
};

/** Whole counts written as words, in the four languages ("a", "une", "ein", "een" are one). */
export const WHOLE_COUNT_WORDS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  un: 1,
  une: 1,
  ein: 1,
  eine: 1,
  einem: 1,
  einer: 1,
  een: 1,
  two: 2,
  deux: 2,
  zwei: 2,
  twee: 2,
  three: 3,
  trois: 3,
  drei: 3,
  drie: 3,
  four: 4,
  quatre: 4,
  vier: 4,
};

/** A portion's count: the whole counts, the accusative "einen" ("einen Löffel") and a half. */
export const COUNT_WORDS: Readonly<Record<string, number>> = {
  ...WHOLE_COUNT_WORDS,
  einen: 1,
  half: 0.5,
  demi: 0.5,
  halbe: 0.5,
  halbes: 0.5,
  halve: 0.5,
};
