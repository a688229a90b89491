import path from 'node:path';
import { readTable } from '../readTable';
import type { SourceFood } from '../sourceFood';
import { nameOrUndefined, tableNumber } from '../values';

export const SWISS_FILE = path.join('swiss-fcdb-5.3', 'full-dataset.tsv');

/**
 * Swiss Food Composition Database 5.3: names in German, French, Italian and English. Each value is
 * followed by its unit, matrix unit and value type; a value typed "trace" is present in an unknown
 * amount, so it is kept unknown rather than 0.
 */
export function readSwiss(dataDir: string): SourceFood[] {
  const table = readTable(path.join(dataDir, SWISS_FILE), { delimiter: '\t', quoted: false });
  const at = {
    code: table.column('ID'),
    de: table.column('name D'),
    fr: table.column('name F'),
    it: table.column('name I'),
    en: table.column('name E'),
    category: table.column('category D'),
    kcal: table.column('energy kcal'),
    fat: table.column('fat, total'),
    cholesterol: table.column('cholesterol'),
  };
  // The value type sits three columns after the value (value, unit, matrix unit, value type).
  const value = (row: string[], index: number) =>
    row[index + 3]?.trim() === 'trace' ? null : tableNumber(row[index]);
  const foods: SourceFood[] = [];
  for (const row of table.rows) {
    const code = row[at.code]?.trim();
    if (!code) continue;
    const names = {
      de: nameOrUndefined(row[at.de]),
      fr: nameOrUndefined(row[at.fr]),
      it: nameOrUndefined(row[at.it]),
      en: nameOrUndefined(row[at.en]),
    };
    foods.push({
      source: 'swiss',
      code,
      names: Object.fromEntries(Object.entries(names).filter(([, name]) => name !== undefined)),
      kcal: value(row, at.kcal),
      fat: value(row, at.fat),
      cholesterol: value(row, at.cholesterol),
      groups: { category: row[at.category]?.trim() ?? '' },
      matchName: [row[at.fr], row[at.de], row[at.en]].map((name) => name ?? '').join(' | '),
      portionGrams: null,
      portionLabel: null,
    });
  }
  return foods;
}
