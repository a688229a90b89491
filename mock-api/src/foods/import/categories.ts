import { QIS_CATEGORIES } from '@qis/contract';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FoodSource } from '../../db/schema';
import type { SourceFood } from './sourceFood';

/** src/foods/import and dist/foods/import both sit three folders below mock-api/. */
export const CATEGORIES_FILE = path.resolve(__dirname, '..', '..', '..', 'content', 'categories.json');

interface CategoryRule {
  category: string | null;
  match?: Record<string, string>;
  /** BLS rules keep their keys at the top level. */
  codePrefix?: string;
  name?: string;
}

interface CategoriesDocument {
  categories: { id: string; names: Record<string, string> }[];
  sources: Record<FoodSource, CategoryRule[]>;
}

export interface CategoryMapping {
  /** The 22 ids, in the spec's order. */
  ids: readonly string[];
  /** The category of a food (null: left out of the QIS table), by the first matching rule. */
  categoryOf(food: SourceFood): string | null;
  /** The index of that rule in its source's list, -1 when none matches (the content checker's report). */
  ruleOf(food: SourceFood): number;
}

let cached: CategoriesDocument | undefined;

function document(): CategoriesDocument {
  cached ??= JSON.parse(readFileSync(CATEGORIES_FILE, 'utf8')) as CategoriesDocument;
  return cached;
}

/**
 * The 22 QIS-table category ids: the contract's, which categories.json (their names and the sources'
 * rules) must list in the same order; a file that does not is refused at start.
 */
export function categoryIds(): readonly string[] {
  const listed = document().categories.map((category) => category.id);
  if (listed.join('\n') !== QIS_CATEGORIES.join('\n')) {
    throw new Error(`${CATEGORIES_FILE} must list the 22 QIS categories of @qis/contract, in their order`);
  }
  return QIS_CATEGORIES;
}

/** A category's name in a language of categories.json ("Käse": "Cheese", "Fromages", "Kaas"). */
export function categoryName(id: string, locale: string): string | undefined {
  return document().categories.find((category) => category.id === id)?.names[locale];
}

type Matcher = (food: SourceFood) => boolean;

/** One rule as categories.json documents its semantics, per source. */
function compileRule(source: FoodSource, rule: CategoryRule): Matcher {
  const keys = source === 'bls' ? { name: rule.name } : (rule.match ?? {});
  const nameTest = keys.name ? new RegExp(keys.name, 'iu') : null;
  const tests: Matcher[] = [];
  if (nameTest) tests.push((food) => nameTest.test(food.matchName));
  if (source === 'ciqual') {
    for (const key of ['grp', 'ssgrp', 'ssssgrp'] as const) {
      const wanted = rule.match?.[key];
      if (wanted !== undefined) tests.push((food) => food.groups[key] === wanted);
    }
  } else if (source === 'nevo') {
    const wanted = rule.match?.foodGroup;
    if (wanted !== undefined) tests.push((food) => food.groups.foodGroup === wanted);
  } else if (source === 'swiss') {
    const wanted = rule.match?.category;
    if (wanted !== undefined) {
      // Any of the ";"-separated category paths equals the value or lies below it.
      tests.push((food) =>
        (food.groups.category ?? '')
          .split(';')
          .map((entry) => entry.trim())
          .some((entry) => entry === wanted || entry.startsWith(`${wanted}/`)),
      );
    }
  } else {
    const prefix = rule.codePrefix ?? '';
    tests.push((food) => food.code.startsWith(prefix));
  }
  return (food) => tests.every((test) => test(food));
}

/** The mapping of every source's own groups to the 22 categories, from categories.json. */
export function categoryMapping(): CategoryMapping {
  const doc = document();
  const ids = doc.categories.map((category) => category.id);
  const rules = new Map(
    (Object.keys(doc.sources) as FoodSource[]).map((source) => [
      source,
      doc.sources[source].map((rule) => ({ category: rule.category, matches: compileRule(source, rule) })),
    ]),
  );
  const ruleOf = (food: SourceFood) => (rules.get(food.source) ?? []).findIndex((rule) => rule.matches(food));
  return {
    ids,
    categoryOf(food) {
      return rules.get(food.source)?.[ruleOf(food)]?.category ?? null;
    },
    ruleOf,
  };
}
