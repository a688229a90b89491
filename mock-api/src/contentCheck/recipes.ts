import { countDaysInRange } from '../nutrition/mealPlan/counting';
import { qisFromKcal } from '@qis/contract';
import {
  buildCatalogue,
  readRecipeContent,
  SLOTS,
  type RecipeContent,
  type Slot,
} from '../nutrition/recipes/catalogue';
import { checkLocalized, CONTENT_LANGUAGES, padEnd, padStart, Section, sentenceCount } from './findings';
import type { ReferenceTables } from './referenceTables';

/** kcal per portion a recipe of each slot must have, so every slot offers light and rich choices. */
export const SLOT_KCAL: Record<Slot, { min: number; max: number }> = {
  morning: { min: 300, max: 550 },
  noon: { min: 450, max: 800 },
  evening: { min: 400, max: 750 },
  snack: { min: 100, max: 350 },
};

export const MIN_RECIPES_PER_SLOT = 25;

/** A typical member's range: the catalogue must hold days that fit it. */
export const TYPICAL_RANGE = { min: 1800, max: 1952 };
const OTHER_RANGES: [number, number][] = [
  [1300, 1600],
  [1600, 1800],
  [1952, 2200],
  [2200, 2500],
];

/** Checks one recipe's shape and ingredients; true when its energy can be computed. */
function checkRecipe(section: Section, slot: Slot, recipe: RecipeContent, index: number, ids: Set<string>) {
  const where = `${slot}[${index}] ${recipe.id}`;
  let computable = true;
  if (typeof recipe.id !== 'string' || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(recipe.id)) {
    section.error(`${where}: id must be kebab-case`);
  } else if (!recipe.id.startsWith(`${slot}-`)) section.error(`${where}: id must start with "${slot}-"`);
  if (ids.has(recipe.id)) section.error(`${where}: duplicate id`);
  ids.add(recipe.id);
  if (!Number.isInteger(recipe.portions) || recipe.portions < 1) {
    section.error(`${where}: portions must be a positive integer`);
    computable = false;
  }
  checkLocalized(section, recipe.name, `${where}.name`);
  checkLocalized(section, recipe.preparation, `${where}.preparation`);
  for (const language of CONTENT_LANGUAGES) {
    const text = recipe.preparation?.[language];
    const count = typeof text === 'string' ? sentenceCount(text) : 0;
    if (count && (count < 2 || count > 5)) {
      section.warn(`${where}.preparation.${language}: ${count} sentences (2–5 expected)`);
    }
  }
  if (!Array.isArray(recipe.ingredients) || recipe.ingredients.length === 0) {
    section.error(`${where}: no ingredients`);
    return false;
  }
  return computable;
}

function checkIngredients(
  section: Section,
  tables: ReferenceTables,
  slot: Slot,
  recipe: RecipeContent,
  index: number,
) {
  const where = `${slot}[${index}] ${recipe.id}`;
  let computable = true;
  recipe.ingredients.forEach((ingredient, position) => {
    const at = `${where}.ingredients[${position}]`;
    const source = ingredient.food?.source;
    const code = String(ingredient.food?.code);
    const food = tables.find(source, code);
    if (!tables.sources().some((imported) => imported === source)) {
      section.error(`${at}: source ${source} is not imported (sources: ${tables.sources().join(', ')})`);
      computable = false;
    } else if (!food) {
      section.error(`${at}: ${source} code ${code} not found`);
      computable = false;
    } else if (food.kcal === null) {
      section.error(`${at}: ${source} code ${code} (${food.matchName}) has no kcal`);
      computable = false;
    }
    if (typeof ingredient.grams !== 'number' || !(ingredient.grams > 0)) {
      section.error(`${at}: grams must be > 0`);
      computable = false;
    }
    checkLocalized(section, ingredient.text, `${at}.text`);
  });
  return computable;
}

/**
 * The recipes of mock-api/content/recipes: their shape, their foods in the reference tables, their
 * kcal per portion (computed by the server's catalogue code) within the slot's range, and enough
 * fitting days (counted by the server's meet-in-the-middle count) for a typical member.
 */
export async function checkRecipes(tables: ReferenceTables, contentDir?: string) {
  const section = new Section();
  let content: Record<Slot, RecipeContent[]>;
  try {
    content = readRecipeContent(contentDir);
  } catch (error) {
    section.error(`recipes: ${(error as Error).message}`);
    return section.result();
  }
  const ids = new Set<string>();
  const computable = {} as Record<Slot, RecipeContent[]>;
  for (const slot of SLOTS) {
    const recipes = content[slot];
    computable[slot] = [];
    if (!Array.isArray(recipes)) {
      section.error(`recipes/${slot}.json: not an array`);
      continue;
    }
    if (recipes.length < MIN_RECIPES_PER_SLOT) {
      section.error(
        `recipes/${slot}.json: ${recipes.length} recipes, at least ${MIN_RECIPES_PER_SLOT} required`,
      );
    }
    recipes.forEach((recipe, index) => {
      const shapeOk = checkRecipe(section, slot, recipe, index, ids);
      if (shapeOk && checkIngredients(section, tables, slot, recipe, index)) computable[slot].push(recipe);
    });
  }

  const catalogue = await buildCatalogue(computable, tables);
  section.line('== Recipes: kcal and QIS per portion');
  for (const slot of SLOTS) {
    const range = SLOT_KCAL[slot];
    const recipes = catalogue[slot];
    section.line(`\n-- ${slot} (${recipes.length})`);
    section.line(`${padEnd('id', 48)} ${padStart('port.', 5)} ${padStart('kcal', 6)} ${padStart('QIS', 4)}`);
    for (const recipe of [...recipes].sort((a, b) => a.kcal - b.kcal)) {
      if (recipe.kcal < range.min || recipe.kcal > range.max) {
        section.error(
          `${slot} ${recipe.id}: ${recipe.kcal} kcal per portion outside ${range.min}–${range.max}`,
        );
      }
      section.line(
        `${padEnd(recipe.id, 48)} ${padStart(recipe.content.portions, 5)} ${padStart(recipe.kcal, 6)} ${padStart(qisFromKcal(recipe.kcal), 4)}`,
      );
    }
  }

  section.line('\n-- kcal per portion by slot');
  section.line(
    `${padEnd('slot', 8)} ${padStart('n', 3)} ${padStart('min', 5)} ${padStart('mean', 5)} ${padStart('max', 5)}  allowed`,
  );
  for (const slot of SLOTS) {
    const kcal = catalogue[slot].map((recipe) => recipe.kcal);
    if (kcal.length === 0) continue;
    const mean = kcal.reduce((sum, value) => sum + value, 0) / kcal.length;
    section.line(
      `${padEnd(slot, 8)} ${padStart(kcal.length, 3)} ${padStart(Math.min(...kcal), 5)} ${padStart(mean.toFixed(0), 5)} ${padStart(Math.max(...kcal), 5)}  ${SLOT_KCAL[slot].min}–${SLOT_KCAL[slot].max}`,
    );
  }

  const kcalOf = (slot: Slot) => catalogue[slot].map((recipe) => recipe.kcal);
  const slotKcal = [kcalOf('morning'), kcalOf('noon'), kcalOf('evening'), kcalOf('snack')] as const;
  if (slotKcal.every((kcal) => kcal.length > 0)) {
    const total = slotKcal.reduce((product, kcal) => product * kcal.length, 1);
    const fitting = countDaysInRange(slotKcal, TYPICAL_RANGE.min, TYPICAL_RANGE.max);
    const dayMin = slotKcal.reduce((sum, kcal) => sum + Math.min(...kcal), 0);
    const dayMax = slotKcal.reduce((sum, kcal) => sum + Math.max(...kcal), 0);
    section.line(`\n-- day combinations (one recipe per slot): ${total}`);
    section.line(`   day total range ${dayMin}–${dayMax} kcal`);
    section.line(
      `   within ${TYPICAL_RANGE.min}–${TYPICAL_RANGE.max} kcal: ${fitting} (${((100 * fitting) / total).toFixed(1)} %)`,
    );
    for (const [min, max] of OTHER_RANGES) {
      section.line(`   within ${min}–${max} kcal: ${countDaysInRange(slotKcal, min, max)}`);
    }
    if (fitting === 0) {
      section.error(`no day combination falls within ${TYPICAL_RANGE.min}–${TYPICAL_RANGE.max} kcal`);
    }
  }
  return section.result();
}
