import type { HouseholdUnit } from './units';

/**
 * The QIS table of standard household portions, written for the product: the grams of the edible
 * part (a millilitre counts as a gram, as in the catalogue) of the measures members count in.
 * Where a common reference gives a figure it is followed, rounded: USDA FoodData Central household
 * weights (a cup of cooked white rice about 158 g, a tablespoon of oil about 13.5 g, a large egg
 * about 50 g without its shell, a medium banana about 118 g peeled), the Voedingscentrum's slice of
 * bread (a "boterham", 35 g) and the UK NHS alcohol-unit guide's small glass of wine (125 ml). The
 * other rows are usual household measures, rounded.
 *
 * A food gets the portion of the first row whose words name the head word of one of its names
 * (its first one to three words: "Wine, red", "Vin rouge", "Rotwein", "Pomme de terre"), else the
 * unit's default.
 */
export interface StandardPortion {
  unit: HouseholdUnit;
  /** Head words of food names, normalised, any language. */
  foods: readonly string[];
  grams: number;
}

export const STANDARD_PORTIONS_CREDIT = 'QIS table of standard household portions';

export const STANDARD_PORTIONS: readonly StandardPortion[] = [
  // glasses
  {
    unit: 'glass',
    foods: [
      'wine',
      'vin',
      'wein',
      'rotwein',
      'weisswein',
      'rosewein',
      'wijn',
      'champagne',
      'prosecco',
      'sekt',
    ],
    grams: 125,
  },
  { unit: 'glass', foods: ['beer', 'biere', 'bier', 'pils'], grams: 250 },
  { unit: 'glass', foods: ['port', 'porto', 'portwein', 'sherry', 'xeres'], grams: 50 },
  // slices
  {
    unit: 'slice',
    foods: [
      'bread',
      'pain',
      'brot',
      'brood',
      'toast',
      'baguette',
      'vollkornbrot',
      'tarwebrood',
      'volkorenbrood',
      'roggebrood',
      'roggenbrot',
    ],
    grams: 35,
  },
  {
    unit: 'slice',
    foods: ['cheese', 'fromage', 'kase', 'kaas', 'gouda', 'emmental', 'emmentaler'],
    grams: 20,
  },
  { unit: 'slice', foods: ['ham', 'jambon', 'schinken', 'salami', 'saucisson'], grams: 25 },
  { unit: 'slice', foods: ['cake', 'gateau', 'kuchen', 'torte', 'taart', 'tarte', 'pie'], grams: 80 },
  { unit: 'slice', foods: ['pizza'], grams: 110 },
  {
    unit: 'slice',
    foods: ['melon', 'watermelon', 'pasteque', 'melone', 'wassermelone', 'meloen', 'watermeloen'],
    grams: 200,
  },
  // cups (cooked staples, then drinks)
  { unit: 'cup', foods: ['rice', 'riz', 'reis', 'rijst'], grams: 160 },
  { unit: 'cup', foods: ['pasta', 'pates', 'nudeln', 'macaroni', 'spaghetti'], grams: 140 },
  {
    unit: 'cup',
    foods: [
      'lentils',
      'lentil',
      'lentilles',
      'lentille',
      'linsen',
      'linzen',
      'beans',
      'haricots',
      'bohnen',
      'bonen',
      'chickpeas',
      'pois',
    ],
    grams: 180,
  },
  {
    unit: 'cup',
    foods: ['oat', 'oats', 'oatmeal', 'porridge', 'flocons', 'haferflocken', 'havermout'],
    grams: 240,
  },
  { unit: 'cup', foods: ['coffee', 'cafe', 'kaffee', 'koffie', 'tea', 'the', 'tee', 'thee'], grams: 200 },
  // spoons
  {
    unit: 'tablespoon',
    foods: ['oil', 'huile', 'ol', 'olivenol', 'olie', 'olijfolie', 'butter', 'beurre', 'boter', 'margarine'],
    grams: 14,
  },
  { unit: 'tablespoon', foods: ['sugar', 'sucre', 'zucker', 'suiker'], grams: 12 },
  {
    unit: 'tablespoon',
    foods: ['honey', 'miel', 'honig', 'honing', 'jam', 'confiture', 'marmelade', 'konfiture'],
    grams: 20,
  },
  {
    unit: 'tablespoon',
    foods: ['peanut', 'pindakaas', 'erdnussbutter', 'mayonnaise', 'mayonaise'],
    grams: 16,
  },
  { unit: 'teaspoon', foods: ['sugar', 'sucre', 'zucker', 'suiker'], grams: 4 },
  {
    unit: 'teaspoon',
    foods: ['oil', 'huile', 'ol', 'olivenol', 'olie', 'olijfolie', 'butter', 'beurre', 'boter'],
    grams: 5,
  },
  { unit: 'teaspoon', foods: ['honey', 'miel', 'honig', 'honing', 'jam', 'confiture'], grams: 7 },
  // bowls
  { unit: 'bowl', foods: ['soup', 'soupe', 'potage', 'veloute', 'suppe', 'soep'], grams: 250 },
  { unit: 'bowl', foods: ['muesli', 'musli', 'cornflakes', 'cereals', 'cereales', 'granola'], grams: 45 },
  { unit: 'bowl', foods: ['salad', 'salade', 'salat', 'sla'], grams: 150 },
  // pieces (one of it)
  {
    unit: 'piece',
    foods: [
      'egg',
      'eggs',
      'oeuf',
      'oeufs',
      'ei',
      'eier',
      'eieren',
      'huhnerei',
      'huhnereier',
      'kippenei',
      'kippeneieren',
    ],
    grams: 50,
  },
  { unit: 'piece', foods: ['banana', 'banane', 'banaan'], grams: 120 },
  { unit: 'piece', foods: ['potato', 'pomme de terre', 'kartoffel', 'aardappel'], grams: 150 },
  { unit: 'piece', foods: ['apple', 'pomme', 'apfel', 'appel'], grams: 150 },
  { unit: 'piece', foods: ['pear', 'poire', 'birne', 'peer'], grams: 150 },
  { unit: 'piece', foods: ['orange', 'sinaasappel', 'apfelsine'], grams: 140 },
  { unit: 'piece', foods: ['mandarin', 'mandarine', 'clementine', 'mandarijn'], grams: 70 },
  { unit: 'piece', foods: ['kiwi'], grams: 75 },
  { unit: 'piece', foods: ['peach', 'peche', 'pfirsich', 'perzik', 'nectarine', 'nektarine'], grams: 130 },
  { unit: 'piece', foods: ['tomato', 'tomate', 'tomaat'], grams: 100 },
  { unit: 'piece', foods: ['carrot', 'carotte', 'karotte', 'mohre', 'wortel'], grams: 80 },
  { unit: 'piece', foods: ['avocado', 'avocat'], grams: 140 },
  { unit: 'piece', foods: ['croissant'], grams: 60 },
  { unit: 'piece', foods: ['roll', 'petit pain', 'brotchen', 'semmel', 'broodje', 'pistolet'], grams: 60 },
  { unit: 'piece', foods: ['pretzel', 'bretzel', 'brezel', 'laugenbrezel'], grams: 80 },
  { unit: 'piece', foods: ['yoghurt', 'yogurt', 'yaourt', 'joghurt'], grams: 125 },
  { unit: 'piece', foods: ['stroopwafel'], grams: 30 },
  { unit: 'piece', foods: ['cookie', 'biscuit', 'keks', 'koekje'], grams: 10 },
];

/** A unit's portion when no row names the food (none for a piece: its weight depends on the food). */
export const DEFAULT_GRAMS: Readonly<Partial<Record<HouseholdUnit, number>>> = {
  glass: 200,
  cup: 240,
  slice: 30,
  tablespoon: 15,
  teaspoon: 5,
  bowl: 250,
};
