import type { Locale } from '@qis/contract';
import { localized, readContentJson } from '../../../nutrition/content';
import type { Slot } from '../../../nutrition/recipes/catalogue';
import { catalogueReady } from '../knowledge/foods';
import { cholesterolFreeFoods, lowestOfCategory, lowQisFoods, type ListedQis } from '../knowledge/foodLists';
import { recipeCatalogue, suggestRecipes } from '../knowledge/recipes';
import { formatNumber, lines, screen, type AnswerContext } from './context';

/** Recipes of the catalogue for a slot within a QIS budget per portion. */
export async function composeRecipes(
  { locale, messages: m, knowledge }: AnswerContext,
  slot: Slot | null,
  budget: number | null,
): Promise<string> {
  const catalogue = await recipeCatalogue(knowledge.recipes);
  if (!catalogue) return m.catalogueMissing;
  const n = (value: number) => formatNumber(locale, value);
  const slotName = slot === null ? null : m.slots[slot];
  const budgetText = budget === null ? null : n(budget);
  const found = suggestRecipes(catalogue, slot, budget, locale);
  if (found.length === 0) return m.recipes.none(budgetText, slotName);
  return lines(
    m.recipes.intro(slotName, budgetText),
    ...found.map((recipe) => m.recipes.line(recipe.name, n(recipe.qis), n(recipe.portions))),
    m.recipes.planLink(screen(locale, '/meal-plan')),
  );
}

function composeList(context: AnswerContext, title: string, rows: ListedQis[], path: string): string {
  const { locale, messages: m } = context;
  return lines(
    title,
    ...rows.map((row) => m.lists.line(row.name, formatNumber(locale, row.qis), row.amount)),
    m.lists.more(screen(locale, path)),
  );
}

export function composeLowQis(context: AnswerContext): string {
  const { foods } = context.knowledge;
  if (!catalogueReady(foods)) return context.messages.catalogueMissing;
  return composeList(
    context,
    context.messages.lists.lowQis,
    lowQisFoods(foods, context.locale),
    '/useful/low-qis',
  );
}

export function composeCholesterolFree(context: AnswerContext): string {
  const { foods } = context.knowledge;
  if (!catalogueReady(foods)) return context.messages.catalogueMissing;
  return composeList(
    context,
    context.messages.lists.cholesterolFree,
    cholesterolFreeFoods(foods, context.locale),
    '/useful/cholesterol-free',
  );
}

interface CategoryContent {
  id: string;
  names: Record<Locale, string>;
}

let categoryNames: CategoryContent[] | undefined;

export function composeCategoryLowest(context: AnswerContext, category: string): string {
  const { foods } = context.knowledge;
  if (!catalogueReady(foods)) return context.messages.catalogueMissing;
  categoryNames ??= readContentJson<{ categories: CategoryContent[] }>('categories.json').categories;
  const names = categoryNames.find((entry) => entry.id === category)?.names;
  const title = names ? localized(names, context.locale) : category;
  return composeList(
    context,
    context.messages.lists.category(title),
    lowestOfCategory(foods, category, context.locale),
    '/qis/table',
  );
}
