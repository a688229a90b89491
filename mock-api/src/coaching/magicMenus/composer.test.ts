import { describe, expect, it } from '@jest/globals';
import type { MagicMeal } from '@qis/contract/api';
import type { Locale } from '@qis/contract';
import type { FoodCatalogue } from '../../foods/catalogue';
import { loadFoodImportConfig } from '../../foods/config';
import { readRecipeContent, SLOTS } from '../../nutrition/recipes/catalogue';
import { seededRandom } from '../../nutrition/mealPlan/random';
import { MagicMenuComposer, type ComposedRecipe } from './composer';
import { INGREDIENTS, type Family } from './content/ingredients';
import { FISH_CATEGORIES, TEMPLATES } from './content/templates';
import { FAMILY_WORDS } from './content/words';
import { catalogueFamilies, ingredientFamilies } from './families';
import { readPreferences } from './preferences';
import { referenceCatalogue } from './referenceCatalogue';
import { renderRecipe } from './render';
import { mentions, phrase } from './text';

// The real reference catalogue, read from the published tables (about a second): what members get.
const catalogue: FoodCatalogue = referenceCatalogue(loadFoodImportConfig());
const LOCALES: Locale[] = ['en', 'fr', 'de', 'nl'];
const MEALS: MagicMeal[] = ['Breakfast', 'Main Course', 'Snack'];

function composeMany(
  count: number,
  fields: { like?: string; dislike?: string; info?: string },
  meal: MagicMeal = 'Main Course',
  locale: Locale = 'fr',
  targetKcal = 600,
): ComposedRecipe[] {
  const composer = new MagicMenuComposer(() => catalogue, seededRandom(count * 31 + meal.length));
  const preferences = readPreferences(fields);
  return Array.from({ length: count }, () => {
    const recipe = composer.compose({ meal, locale, preferences, targetKcal });
    if (recipe === null || recipe === 'no-catalogue')
      throw new Error(`no recipe for ${JSON.stringify(fields)}`);
    return recipe;
  });
}

/**
 * Each item's families as the composer judges them: the vocabulary's (with its catalogue category's),
 * or, for a liked food taken from the catalogue, what its category and names say.
 */
const familiesOf = (recipe: ComposedRecipe) =>
  recipe.items.map((item) => {
    const vocabulary = INGREDIENTS.find((ingredient) => ingredient.key === item.key);
    return {
      item,
      families: vocabulary ? ingredientFamilies(vocabulary, item.food) : catalogueFamilies(item.food),
    };
  });

describe('the vocabulary', () => {
  const byKey = new Map(catalogue.foods.map((food) => [`${food.source}:${food.sourceCode}`, food]));

  it('names catalogue foods of known energy', () => {
    const missing = INGREDIENTS.filter(({ food }) => byKey.get(`${food.source}:${food.code}`)?.kcal == null);
    expect(missing.map(({ key }) => key)).toEqual([]);
  });

  it('flags every ingredient with the families its catalogue category implies', () => {
    const wrong = INGREDIENTS.flatMap((ingredient) => {
      const food = byKey.get(`${ingredient.food.source}:${ingredient.food.code}`)!;
      const implied = [...catalogueFamilies(food)].filter((family) => family !== 'gluten');
      const lacking = implied.filter((family) => !ingredient.families.includes(family));
      return lacking.length > 0 ? [`${ingredient.key}: ${lacking.join(', ')}`] : [];
    });
    expect(wrong).toEqual([]);
  });

  it('uses in templates only ingredients it defines', () => {
    const keys = new Set(INGREDIENTS.map(({ key }) => key));
    const unknown = TEMPLATES.flatMap((template) => template.slots.flatMap((slot) => slot.choices)).filter(
      (key) => !keys.has(key),
    );
    expect(unknown).toEqual([]);
  });
});

describe('dislikes', () => {
  it.each(['poisson', 'fish', 'Fisch', 'vis', 'je n’aime pas le poisson ni les fruits de mer'])(
    '"%s" never yields fish or seafood, over 150 recipes of each meal',
    (dislike) => {
      for (const meal of MEALS) {
        for (const recipe of composeMany(150, { dislike, like: 'saumon, thon, crevettes' }, meal)) {
          for (const { item, families } of familiesOf(recipe)) {
            expect(FISH_CATEGORIES).not.toContain(item.food.category);
            expect(families.has('fish')).toBe(false);
          }
          const fishWords = FAMILY_WORDS.fish.map(phrase);
          expect(mentions(phrase([recipe.title, ...recipe.steps].join(' ')), fishWords)).toBe(false);
        }
      }
    },
  );

  it.each<[string, Family]>([
    ['noix', 'nuts'],
    ['nuts', 'nuts'],
    ['Nüsse', 'nuts'],
    ['noten', 'nuts'],
    ['porc', 'pork'],
    ['Schweinefleisch', 'pork'],
    ['varkensvlees', 'pork'],
    ['produits laitiers', 'dairy'],
    ['dairy', 'dairy'],
    ['Milchprodukte', 'dairy'],
    ['zuivel', 'dairy'],
    ['gluten', 'gluten'],
    ['blé', 'gluten'],
    ['viande', 'meat'],
    ['meat', 'meat'],
    ['Fleisch', 'meat'],
    ['vlees', 'meat'],
  ])('"%s" leaves out the whole family (%s)', (dislike, family) => {
    for (const meal of MEALS) {
      for (const recipe of composeMany(
        60,
        { dislike, like: 'poulet, jambon, amandes, fromage, pain' },
        meal,
      )) {
        for (const { families } of familiesOf(recipe)) expect([...families]).not.toContain(family);
      }
    }
  });

  it('leaves out a single disliked food in any language, and keeps the rest', () => {
    for (const dislike of ['tomates', 'Tomaten', 'tomaat', 'tomatoes']) {
      for (const recipe of composeMany(60, { dislike })) {
        expect(recipe.items.filter((item) => /tomat/i.test(item.name))).toEqual([]);
      }
    }
    // "pomme de terre" is potatoes: apples stay possible.
    const preferences = readPreferences({ dislike: 'pomme de terre' });
    expect([...preferences.dislikedKeys]).toEqual(['potato']);
  });
});

describe('likes', () => {
  it('"poulet" puts chicken in every main course', () => {
    for (const recipe of composeMany(100, { like: 'poulet' })) {
      expect(recipe.items.some((item) => item.key === 'chicken' && item.food.category === 'Geflügel')).toBe(
        true,
      );
      expect(recipe.likedUsed).toContain('filet de poulet');
    }
  });

  it('understands likes in four languages, plurals included', () => {
    expect(
      composeMany(20, { like: 'Hähnchen' }, 'Main Course', 'de').every((r) =>
        r.items.some((i) => i.key === 'chicken'),
      ),
    ).toBe(true);
    expect(
      composeMany(20, { like: 'kip en broccoli' }, 'Main Course', 'nl').every((r) =>
        r.items.some((i) => i.key === 'broccoli'),
      ),
    ).toBe(true);
    expect(
      composeMany(20, { like: 'strawberries' }, 'Breakfast', 'en').every((r) =>
        r.items.some((i) => i.key === 'strawberries'),
      ),
    ).toBe(true);
  });

  it('finds a liked food the vocabulary lacks in the catalogue', () => {
    for (const recipe of composeMany(20, { like: 'fenouil' })) {
      const fennel = recipe.items.find((item) => item.liked && item.key === null);
      expect(fennel?.food.names.fr).toMatch(/^Fenouil/);
      expect(recipe.likedUsed).toContain(fennel!.name);
    }
  });

  it('says what it could not find, and what another wish ruled out', () => {
    const [recipe] = composeMany(1, { like: 'xylophone, poulet', info: 'végétarien' });
    expect(recipe!.likedMissing).toEqual(['xylophone']);
    expect(recipe!.likedRefused).toEqual(['filet de poulet']);
    expect(recipe!.items.some((item) => catalogueFamilies(item.food).has('meat'))).toBe(false);
  });
});

describe('diets from the info field', () => {
  it.each(['vegan', 'végétalien', 'veganistisch', 'vegane Küche'])('%s: nothing from animals', (info) => {
    for (const meal of MEALS) {
      for (const recipe of composeMany(40, { info }, meal)) {
        for (const { item, families } of familiesOf(recipe)) {
          expect(families.has('animal')).toBe(false);
          expect(INGREDIENTS.find((ingredient) => ingredient.key === item.key)?.families ?? []).not.toContain(
            'animal',
          );
        }
      }
    }
  });

  it.each(['vegetarian', 'végétarien', 'vegetarisch'])('%s: no meat, no fish', (info) => {
    for (const recipe of composeMany(60, { info, like: 'bœuf, saumon' })) {
      for (const { families } of familiesOf(recipe)) {
        expect(families.has('meat') || families.has('fish')).toBe(false);
      }
    }
  });

  it.each(['gluten-free', 'sans gluten', 'glutenfrei', 'glutenvrij'])('%s: no gluten', (info) => {
    for (const meal of MEALS) {
      for (const recipe of composeMany(40, { info, like: 'pâtes, pain' }, meal)) {
        for (const { item } of familiesOf(recipe)) {
          expect(INGREDIENTS.find((ingredient) => ingredient.key === item.key)?.families ?? []).not.toContain(
            'gluten',
          );
        }
      }
    }
  });

  it.each(['lactose-free', 'sans lactose', 'laktosefrei', 'lactosevrij'])('%s: no dairy', (info) => {
    for (const recipe of composeMany(40, { info }, 'Breakfast')) {
      for (const { families } of familiesOf(recipe)) expect(families.has('dairy')).toBe(false);
    }
  });

  it.each(['quick', 'rapide', 'schnell', 'snel'])('%s: 20 minutes at most', (info) => {
    for (const recipe of composeMany(40, { info })) expect(recipe.template.minutes).toBeLessThanOrEqual(20);
  });

  it('reads a "no …" clause of info as a dislike', () => {
    for (const recipe of composeMany(60, { info: 'sans porc, allergique aux noix' }, 'Breakfast')) {
      for (const { families } of familiesOf(recipe))
        expect(families.has('pork') || families.has('nuts')).toBe(false);
    }
  });
});

describe('energy', () => {
  it('computes the QIS per portion from the grams of each catalogue food', () => {
    for (const meal of MEALS) {
      for (const recipe of composeMany(50, {}, meal)) {
        const kcal = recipe.items.reduce((sum, item) => sum + (item.grams * item.food.kcal!) / 100, 0);
        expect(recipe.qisPerPortion).toBe(Math.round(kcal / recipe.template.portions / 12));
      }
    }
  });

  it('sizes the recipe towards the member’s QIS for the meal', () => {
    const small = composeMany(40, {}, 'Main Course', 'en', 450);
    const large = composeMany(40, {}, 'Main Course', 'en', 800);
    const mean = (recipes: ComposedRecipe[]) =>
      recipes.reduce((sum, recipe) => sum + recipe.kcalPerPortion, 0) / recipes.length;
    expect(mean(small)).toBeGreaterThan(350);
    expect(mean(small)).toBeLessThan(560);
    expect(mean(large)).toBeGreaterThan(650);
  });
});

describe('the written recipe', () => {
  it('is new: never one of the meal plan’s recipes, and varied', () => {
    const planNames = new Set(
      SLOTS.flatMap((slot) => readRecipeContent()[slot].map((recipe) => recipe.name.fr)),
    );
    const titles = composeMany(100, {}).map((recipe) => recipe.title);
    expect(titles.filter((title) => planNames.has(title))).toEqual([]);
    expect(new Set(titles).size).toBeGreaterThan(50);
  });

  it('reads right in four languages, whatever fills the slots', () => {
    for (const locale of LOCALES) {
      for (const meal of MEALS) {
        for (const recipe of composeMany(120, {}, meal, locale)) {
          for (const text of [recipe.title, ...recipe.steps]) {
            // French puts a space before ":" and ";"; no language leaves an empty list behind one.
            expect(text).not.toMatch(/[{}]|[:;]\s*[.;,:]|,\s*[,.;]|\s[.,]|^\s|\s$|\s\s/);
          }
          const html = renderRecipe(recipe, { targetQis: 50, dailyQis: 150, fromProfile: true }, new Set());
          expect(html).toMatch(
            /^<h2>.+<\/h2><p><strong>.+<\/strong>.*<\/p><h3>.+<\/h3><ul>(<li>.+?<\/li>)+<\/ul><h3>.+<\/h3><ol>(<li>.+?<\/li>)+<\/ol>/,
          );
        }
      }
    }
  });

  it('shows what the member typed as text, never as markup', () => {
    const [recipe] = composeMany(1, { like: '<img src=x onerror=alert(1)>' });
    const html = renderRecipe(recipe!, { targetQis: 50, dailyQis: 150, fromProfile: false }, new Set());
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toMatch(/<img|onerror=alert\(1\)>/);
  });
});
