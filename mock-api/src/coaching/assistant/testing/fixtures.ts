import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CatalogueFood, FoodsRepository } from '../../../foods/repository';
import { FoodsService } from '../../../foods/service';
import { CONTENT_DIR } from '../../../nutrition/content';
import { createKnowledge } from '../createAssistant';
import type { Knowledge } from '../knowledge/knowledge';

type FoodInput = Omit<
  CatalogueFood,
  'id' | 'fat' | 'cholesterol' | 'category' | 'portionGrams' | 'portionLabel'
> &
  Partial<CatalogueFood>;

let nextId = 1;
/** A catalogue food with unknown fat, cholesterol, category and portion unless given. */
export const food = (input: FoodInput): CatalogueFood => ({
  id: nextId++,
  fat: null,
  cholesterol: null,
  category: null,
  portionGrams: null,
  portionLabel: null,
  ...input,
});

/** A small catalogue in four languages, shaped like the imported one. */
export const TEST_FOODS: CatalogueFood[] = [
  food({
    source: 'swiss',
    sourceCode: 'b1',
    kcal: 95,
    cholesterol: 0,
    category: 'Obst',
    names: { en: 'Banana, raw', fr: 'Banane, crue', de: 'Banane, roh', nl: 'Banaan' },
  }),
  food({
    source: 'ciqual',
    sourceCode: 'b2',
    kcal: 281,
    category: 'Obst',
    names: { en: 'Banana, dried', fr: 'Banane, séchée', de: 'Banane, getrocknet', nl: 'Banaan gedroogd' },
  }),
  food({
    source: 'bls',
    sourceCode: 'a1',
    kcal: 55,
    cholesterol: 0,
    category: 'Obst',
    portionGrams: 150,
    portionLabel: '1 apple',
    names: { en: 'Apple, raw', fr: 'Pomme, crue', de: 'Apfel, roh', nl: 'Appel' },
  }),
  food({
    source: 'nevo',
    sourceCode: 'y1',
    kcal: 61,
    fat: 3.2,
    cholesterol: 10,
    category: 'Milchprodukte',
    names: { en: 'Yoghurt, full fat', fr: 'Yaourt nature', de: 'Joghurt, natur', nl: 'Yoghurt volle' },
  }),
  food({
    source: 'bls',
    sourceCode: 'r1',
    kcal: 130,
    category: 'Getreide',
    names: { en: 'Rice, white, cooked', fr: 'Riz blanc, cuit', de: 'Reis, gekocht', nl: 'Rijst wit gekookt' },
  }),
  food({
    source: 'ciqual',
    sourceCode: 'p1',
    kcal: 80,
    cholesterol: 0,
    category: 'Gemüse',
    names: { en: 'Potato, raw', fr: 'Pomme de terre, crue', de: 'Kartoffel, roh', nl: 'Aardappel rauw' },
  }),
  food({
    source: 'ciqual',
    sourceCode: 's1',
    kcal: 15,
    cholesterol: 0,
    category: 'Gemüse',
    names: { en: 'Lettuce, raw', fr: 'Salade verte, crue', de: 'Kopfsalat, roh', nl: 'Sla rauw' },
  }),
  food({
    source: 'ciqual',
    sourceCode: 'c1',
    kcal: 12,
    cholesterol: 0,
    category: 'Gemüse',
    names: { en: 'Cucumber, raw', fr: 'Concombre, cru', de: 'Gurke, roh', nl: 'Komkommer rauw' },
  }),
  food({
    source: 'ciqual',
    sourceCode: 'x1',
    kcal: 250,
    cholesterol: 0,
    category: 'Gemüse',
    names: { en: 'Vegetable crisps', fr: 'Chips de légumes', de: 'Gemüsechips', nl: 'Groentechips' },
  }),
  food({
    source: 'ciqual',
    sourceCode: 'e1',
    kcal: 145,
    cholesterol: 372,
    category: 'Eier',
    names: { en: 'Egg, raw', fr: 'Oeuf, cru', de: 'Ei, roh', nl: 'Ei rauw' },
  }),
  food({
    source: 'ciqual',
    sourceCode: 'n1',
    kcal: null,
    names: { en: 'Mystery fruit', fr: 'Fruit mystère' },
  }),
];

/** The real FoodsService over the small catalogue (its repository answers from memory). */
export async function testFoodsService(foods: CatalogueFood[] = TEST_FOODS): Promise<FoodsService> {
  const repository = {
    catalogueVersion: async () => 'test',
    loadCatalogue: async () => foods,
  } as unknown as FoodsRepository;
  const service = new FoodsService(repository, () => 0);
  await service.reload();
  return service;
}

/** Recipes of the test foods (grams × kcal / 100 ÷ portions, as the meal plan computes them). */
const RECIPES = {
  morning: [
    {
      id: 'm-yoghurt-banana',
      portions: 1,
      name: {
        en: 'Yoghurt with banana',
        fr: 'Yaourt à la banane',
        de: 'Joghurt mit Banane',
        nl: 'Yoghurt met banaan',
      },
      ingredients: [
        {
          food: { source: 'nevo', code: 'y1' },
          grams: 250,
          text: { en: '250 g yoghurt', fr: '250 g de yaourt', de: '250 g Joghurt', nl: '250 g yoghurt' },
        },
        {
          food: { source: 'swiss', code: 'b1' },
          grams: 120,
          text: { en: '1 banana', fr: '1 banane', de: '1 Banane', nl: '1 banaan' },
        },
      ],
      preparation: { en: 'Mix.', fr: 'Mélanger.', de: 'Mischen.', nl: 'Mengen.' },
    },
    {
      id: 'm-apple',
      portions: 2,
      name: { en: 'Two apples', fr: 'Deux pommes', de: 'Zwei Äpfel', nl: 'Twee appels' },
      ingredients: [
        {
          food: { source: 'bls', code: 'a1' },
          grams: 300,
          text: { en: '2 apples', fr: '2 pommes', de: '2 Äpfel', nl: '2 appels' },
        },
      ],
      preparation: { en: 'Wash.', fr: 'Laver.', de: 'Waschen.', nl: 'Wassen.' },
    },
  ],
  noon: [
    {
      id: 'n-rice-salad',
      portions: 2,
      name: { en: 'Rice salad', fr: 'Salade de riz', de: 'Reissalat', nl: 'Rijstsalade' },
      ingredients: [
        {
          food: { source: 'bls', code: 'r1' },
          grams: 400,
          text: { en: '400 g rice', fr: '400 g de riz', de: '400 g Reis', nl: '400 g rijst' },
        },
        {
          food: { source: 'ciqual', code: 's1' },
          grams: 200,
          text: { en: 'lettuce', fr: 'salade', de: 'Salat', nl: 'sla' },
        },
      ],
      preparation: { en: 'Mix.', fr: 'Mélanger.', de: 'Mischen.', nl: 'Mengen.' },
    },
  ],
  evening: [
    {
      id: 'e-potatoes',
      portions: 1,
      name: {
        en: 'Potatoes and egg',
        fr: 'Pommes de terre et oeuf',
        de: 'Kartoffeln mit Ei',
        nl: 'Aardappels met ei',
      },
      ingredients: [
        {
          food: { source: 'ciqual', code: 'p1' },
          grams: 300,
          text: { en: 'potatoes', fr: 'pommes de terre', de: 'Kartoffeln', nl: 'aardappels' },
        },
        {
          food: { source: 'ciqual', code: 'e1' },
          grams: 60,
          text: { en: '1 egg', fr: '1 oeuf', de: '1 Ei', nl: '1 ei' },
        },
      ],
      preparation: { en: 'Boil.', fr: 'Cuire.', de: 'Kochen.', nl: 'Koken.' },
    },
  ],
  snack: [
    {
      id: 's-cucumber',
      portions: 1,
      name: {
        en: 'Cucumber sticks',
        fr: 'Bâtonnets de concombre',
        de: 'Gurkensticks',
        nl: 'Komkommerstengels',
      },
      ingredients: [
        {
          food: { source: 'ciqual', code: 'c1' },
          grams: 200,
          text: { en: 'cucumber', fr: 'concombre', de: 'Gurke', nl: 'komkommer' },
        },
      ],
      preparation: { en: 'Cut.', fr: 'Couper.', de: 'Schneiden.', nl: 'Snijden.' },
    },
  ],
};

/** A content folder with the product's tips, bonus activities and categories, and the recipes above. */
export function testContentDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'qis-assistant-content-'));
  for (const file of ['tips.json', 'bonus-activities.json', 'categories.json']) {
    copyFileSync(path.join(CONTENT_DIR, file), path.join(dir, file));
  }
  mkdirSync(path.join(dir, 'recipes'));
  for (const [slot, recipes] of Object.entries(RECIPES)) {
    writeFileSync(path.join(dir, 'recipes', `${slot}.json`), JSON.stringify(recipes));
  }
  return dir;
}

export interface TestMember {
  gender: 'male' | 'female' | null;
  birthYear: number | null;
  birthMonth: number | null;
  weights: number[];
}

export const DEMO_MEMBER: TestMember = {
  gender: 'female',
  birthYear: 1984,
  birthMonth: 5,
  weights: [80.2, 78.5],
};

/** 2026-11-23, noon UTC: the test clock. */
export const TEST_NOW = new Date(Date.UTC(2026, 10, 23, 12));

export async function testKnowledge(
  member: TestMember = DEMO_MEMBER,
  catalogue: CatalogueFood[] = TEST_FOODS,
): Promise<Knowledge> {
  const foods = await testFoodsService(catalogue);
  return createKnowledge({
    foods,
    members: { findById: async () => member },
    weights: { weightHistory: async () => member.weights.map((weight) => ({ weight })) },
    now: () => TEST_NOW,
    contentDir: testContentDir(),
  });
}
