import path from 'node:path';
import { readTable } from '../readTable';
import type { SourceFood } from '../sourceFood';
import { nameOrUndefined, tableNumber } from '../values';

export const NEVO_FILE = path.join('nevo-2023', 'NEVO2023_8.0.csv');

/**
 * NEVO-online 2023 8.0 (RIVM): Dutch and English names. A few drinks are given per 100 ml rather
 * than per 100 g; their amount says so.
 */
export function readNevo(dataDir: string): SourceFood[] {
  const table = readTable(path.join(dataDir, NEVO_FILE), { delimiter: '|', quoted: false });
  const at = {
    code: table.column('NEVO-code'),
    nl: table.column('Voedingsmiddelnaam/Dutch food name'),
    en: table.column('Engelse naam/Food name'),
    group: table.column('Food group'),
    quantity: table.column('Hoeveelheid/Quantity'),
    kcal: table.column('ENERCC (kcal)'),
    fat: table.column('FAT (g)'),
    cholesterol: table.column('CHORL (mg)'),
  };
  const foods: SourceFood[] = [];
  for (const row of table.rows) {
    const code = row[at.code]?.trim();
    const nl = nameOrUndefined(row[at.nl]);
    const en = nameOrUndefined(row[at.en]);
    if (!code || (!nl && !en)) continue;
    const perMillilitres = row[at.quantity]?.trim() === 'per 100ml';
    foods.push({
      source: 'nevo',
      code,
      names: { ...(nl ? { nl } : {}), ...(en ? { en } : {}) },
      kcal: tableNumber(row[at.kcal]),
      fat: tableNumber(row[at.fat]),
      cholesterol: tableNumber(row[at.cholesterol]),
      groups: { foodGroup: row[at.group]?.trim() ?? '' },
      matchName: `${row[at.nl] ?? ''} | ${row[at.en] ?? ''}`,
      portionGrams: null,
      portionLabel: perMillilitres ? '100 ml' : null,
    });
  }
  return foods;
}
