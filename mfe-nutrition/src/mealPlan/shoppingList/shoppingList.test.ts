import { describe, expect, it } from '@jest/globals';
import type { DayPlan, PlanRecipe } from '@qis/contract/api';
import { mealPlanResponse, planRecipe } from '@qis/shared/testing';
import { readableAmount, servedRecipes, shoppingList } from './shoppingList';

/** A recipe whose ingredient lines name catalogue foods. */
function recipeOf(name: string, ingredients: [string, string | null, number][]): PlanRecipe {
  const base = planRecipe(name, 40);
  return {
    ...base,
    serving: {
      ...base.serving,
      ingredients: ingredients.map(([food, category, grams]) => ({
        text: `${grams} g ${food}`,
        grams,
        food: { key: `ciqual:${food}`, name: food, category },
      })),
    },
  };
}

describe('shoppingList', () => {
  const week = mealPlanResponse().mealPlans;
  week[0] = {
    ...week[0]!,
    breakfast: recipeOf('Porridge', [
      ['Oats', 'Getreide', 40],
      ['Milk', 'Milchprodukte', 150],
      ['Cinnamon', null, 0.3],
    ]),
    dinner: recipeOf('Omelette', [
      ['Eggs', 'Eier', 120],
      ['Milk', 'Milchprodukte', 30],
    ]),
  };
  week[3] = {
    ...week[3]!,
    breakfast: recipeOf('Porridge', [
      ['Oats', 'Getreide', 60],
      ['Milk', 'Milchprodukte', 225],
      ['Cinnamon', null, 0.4],
    ]),
    secondSnack: recipeOf('Nuts', [['Almonds', 'Nüsse und Samen', 25]]),
  };

  it("gives each food's grams as the sum of its shares over the week's served recipes", () => {
    const groups = shoppingList(week, 'en');
    const items = groups.flatMap((group) => group.items);
    for (const item of items) {
      const expected = week
        .flatMap(servedRecipes)
        .flatMap((recipe) => recipe.serving.ingredients)
        .filter(({ food }) => food.key === item.key)
        .reduce((sum, { grams }) => sum + grams, 0);
      expect(item.grams).toBeCloseTo(expected, 6);
    }
    const grams = (key: string) => items.find((item) => item.key === key)?.grams;
    expect(grams('ciqual:Milk')).toBe(405);
    expect(grams('ciqual:Oats')).toBe(100);
    expect(grams('ciqual:Cinnamon')).toBeCloseTo(0.7, 10);
    expect(grams('ciqual:Almonds')).toBe(25);
    expect(items.find((item) => item.key === 'ciqual:Milk')?.servings).toBe(3);
  });

  it('groups by the QIS-table categories in their order, foods outside them last, names sorted', () => {
    const groups = shoppingList(week, 'en');
    const categories = groups.map((group) => group.category);
    expect(categories.slice(0, 5)).toEqual([
      'Eier',
      'Gemüse',
      'Getreide',
      'Milchprodukte',
      'Nüsse und Samen',
    ]);
    expect(categories.at(-1)).toBeNull();
    const vegetables = groups.find((group) => group.category === 'Gemüse')!.items.map((item) => item.name);
    expect(vegetables).toEqual([...vegetables].sort((a, b) => a.localeCompare(b)));
    expect(new Set(groups.flatMap((group) => group.items.map((item) => item.key))).size).toBe(
      groups.flatMap((group) => group.items).length,
    );
  });

  it('counts a scaled serving at its own grams', () => {
    const scaled: DayPlan[] = [{ ...week[1]!, lunch: planRecipe('Bean salad', 50, 2.5) }];
    const bean = shoppingList(scaled, 'en')
      .flatMap((group) => group.items)
      .find((item) => item.key === 'test:bean-salad');
    // 200 g for the recipe's 2 portions, 2½ portions eaten.
    expect(bean?.grams).toBe(250);
  });
});

describe('readableAmount', () => {
  it('writes grams, then kilograms, as the language does', () => {
    expect(readableAmount(405, 'fr')).toBe('405 g');
    expect(readableAmount(0.7, 'de')).toBe('0,7 g');
    expect(readableAmount(1250, 'fr')).toBe('1,25 kg');
    expect(readableAmount(1250, 'en')).toBe('1.25 kg');
  });
});
