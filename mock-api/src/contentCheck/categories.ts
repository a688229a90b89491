import { QIS_CATEGORIES } from '@qis/contract';
import { readFileSync } from 'node:fs';
import type { FoodSource } from '../db/schema';
import { CATEGORIES_FILE, categoryMapping } from '../foods/import/categories';
import { checkLocalized, padEnd, padStart, Section } from './findings';
import type { ReferenceTables } from './referenceTables';

/** What each source's rules may match on (categories.json documents them in its _comment). */
const MATCH_KEYS: Record<FoodSource, readonly string[]> = {
  ciqual: ['grp', 'ssgrp', 'ssssgrp', 'name'],
  swiss: ['category', 'name'],
  nevo: ['foodGroup', 'name'],
  bls: ['name'],
};

interface RuleDocument {
  category: string | null;
  match?: Record<string, string>;
  codePrefix?: string;
  name?: string;
}

interface CategoriesDocument {
  _comment?: unknown;
  categories?: { id: string; names: unknown }[];
  sources?: Partial<Record<FoodSource, RuleDocument[]>>;
}

/** Keys a rule matches on, and whether it matches everything (a source's last, catch-all rule). */
function ruleKeys(source: FoodSource, rule: RuleDocument) {
  const keys =
    source === 'bls'
      ? Object.keys(rule).filter((key) => key !== 'codePrefix' && key !== 'category')
      : Object.keys(rule.match ?? {});
  const catchAll = source === 'bls' ? !rule.codePrefix && !rule.name : keys.length === 0;
  return { keys, catchAll, pattern: source === 'bls' ? rule.name : rule.match?.name };
}

/**
 * mock-api/content/categories.json: the 22 categories in the spec's order, named in four languages,
 * and each source's rules well formed; then every food of the tables mapped by the import's own
 * mapping, counted per category, with the rules no food uses and the foods no rule matches.
 */
export function checkCategories(tables: ReferenceTables) {
  const section = new Section();
  let doc: CategoriesDocument;
  try {
    doc = JSON.parse(readFileSync(CATEGORIES_FILE, 'utf8')) as CategoriesDocument;
  } catch (error) {
    section.error(`categories.json: ${(error as Error).message}`);
    return section.result();
  }
  if (typeof doc._comment !== 'string' || !doc._comment.trim())
    section.error('categories.json: _comment missing');
  const categories = doc.categories ?? [];
  if (categories.length !== QIS_CATEGORIES.length) {
    section.error(`categories.json: ${categories.length} categories, ${QIS_CATEGORIES.length} expected`);
  }
  categories.forEach((category, index) => {
    if (category.id !== QIS_CATEGORIES[index]) {
      section.error(
        `categories[${index}]: id "${category.id}", expected "${QIS_CATEGORIES[index]}" (spec order)`,
      );
    }
    checkLocalized(section, category.names, `categories[${index}].names`);
  });
  const ids = new Set(categories.map((category) => category.id));

  const sources = tables.sources();
  const wellFormed: FoodSource[] = [];
  for (const source of sources) {
    const rules = doc.sources?.[source];
    if (!Array.isArray(rules) || rules.length === 0) {
      section.error(`categories.json: sources.${source} missing`);
      continue;
    }
    let ok = true;
    rules.forEach((rule, index) => {
      const at = `categories.json: sources.${source}[${index}]`;
      if (rule.category !== null && !ids.has(rule.category))
        section.error(`${at} unknown category ${rule.category}`);
      const { keys, pattern } = ruleKeys(source, rule);
      for (const key of keys) {
        if (!MATCH_KEYS[source].includes(key)) section.error(`${at} unknown match key ${key}`);
      }
      if (source === 'bls' && typeof rule.codePrefix !== 'string') section.error(`${at} codePrefix missing`);
      if (pattern) {
        try {
          new RegExp(pattern, 'iu');
        } catch (error) {
          section.error(`${at} bad regular expression: ${(error as Error).message}`);
          ok = false;
        }
      }
    });
    if (ok) wellFormed.push(source);
  }
  if (wellFormed.length !== sources.length) return section.result();

  // The import's own mapping, on every food of every source it reads.
  const mapping = categoryMapping();
  const counts = new Map<FoodSource, Map<string, number>>();
  const NO_CATEGORY = '(null: left out)';
  const NO_RULE = '(no rule matched)';
  for (const source of sources) {
    const rules = doc.sources?.[source] ?? [];
    const perCategory = new Map<string, number>();
    const used = new Set<number>();
    for (const food of tables.foods(source).values()) {
      const rule = mapping.ruleOf(food);
      used.add(rule);
      const label = rule < 0 ? NO_RULE : (mapping.categoryOf(food) ?? NO_CATEGORY);
      perCategory.set(label, (perCategory.get(label) ?? 0) + 1);
    }
    const unused = rules.flatMap((rule, index) =>
      used.has(index) || ruleKeys(source, rule).catchAll ? [] : [index],
    );
    if (unused.length > 0)
      section.warn(`categories.json: sources.${source} rules never used: ${unused.join(', ')}`);
    const unmatched = perCategory.get(NO_RULE) ?? 0;
    if (unmatched > 0) section.warn(`categories.json: ${unmatched} ${source} foods match no rule`);
    counts.set(source, perCategory);
  }

  section.line('== QIS-table categories: foods per category and source');
  section.line(`${padEnd('category', 28)} ${sources.map((source) => padStart(source, 7)).join(' ')}`);
  for (const label of [...QIS_CATEGORIES, NO_CATEGORY, NO_RULE]) {
    section.line(
      `${padEnd(label, 28)} ${sources.map((source) => padStart(counts.get(source)?.get(label) ?? 0, 7)).join(' ')}`,
    );
  }
  section.line(
    `${padEnd('total', 28)} ${sources.map((source) => padStart(tables.foods(source).size, 7)).join(' ')}`,
  );
  return section.result();
}

/** Each source's own groups and how many foods each holds: what an author writes rules against. */
export function listSourceGroups(tables: ReferenceTables): string[] {
  const lines: string[] = [];
  for (const source of tables.sources()) {
    const counts = new Map<string, number>();
    for (const food of tables.foods(source).values()) {
      const key = source === 'bls' ? food.code.slice(0, 2) : Object.values(food.groups).join(' | ');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    lines.push(`\n== ${source}: distinct ${source === 'bls' ? 'two-character code prefixes' : 'groups'}`);
    for (const [key, count] of [...counts].sort((a, b) => a[0].localeCompare(b[0]))) {
      lines.push(`${padStart(count, 5)}  ${key}`);
    }
  }
  return lines;
}
