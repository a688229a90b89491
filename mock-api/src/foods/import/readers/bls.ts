import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readTable } from '../readTable';
import type { SourceFood } from '../sourceFood';
import { nameOrUndefined, tableNumber } from '../values';

export const BLS_FILE = path.join('bls-4.0', 'BLS_4_0_Daten_2025_DE_names_energy.csv');
export const BLS_MACROS_FILE = path.join('bls-4.0', 'bls-4.0-macros.json');

interface BlsMacros {
  c: string;
  f?: number | null;
}

/**
 * Bundeslebensmittelschlüssel 4.0: German and English names and energy from the CSV, fat from the
 * macronutrient file (by code). This copy has no cholesterol: it stays unknown.
 */
export function readBls(dataDir: string): SourceFood[] {
  const table = readTable(path.join(dataDir, BLS_FILE), { delimiter: ',', quoted: true });
  const at = {
    code: table.column('BLS Code'),
    de: table.column('Lebensmittelbezeichnung'),
    en: table.column('Food name'),
    kcal: table.column((header) => header.startsWith('ENERCC')),
  };
  const macros = JSON.parse(readFileSync(path.join(dataDir, BLS_MACROS_FILE), 'utf8')) as BlsMacros[];
  const fatByCode = new Map(macros.map((entry) => [entry.c, typeof entry.f === 'number' ? entry.f : null]));
  const foods: SourceFood[] = [];
  for (const row of table.rows) {
    const code = row[at.code]?.trim();
    const de = nameOrUndefined(row[at.de]);
    const en = nameOrUndefined(row[at.en]);
    if (!code || (!de && !en)) continue;
    foods.push({
      source: 'bls',
      code,
      names: { ...(de ? { de } : {}), ...(en ? { en } : {}) },
      kcal: tableNumber(row[at.kcal]),
      fat: fatByCode.get(code) ?? null,
      cholesterol: null,
      groups: { code },
      matchName: `${row[at.de] ?? ''} | ${row[at.en] ?? ''}`,
      portionGrams: null,
      portionLabel: null,
    });
  }
  return foods;
}
