import path from 'node:path';
import { readTable } from '../readTable';
import type { SourceFood } from '../sourceFood';
import { nameOrUndefined, tableNumber } from '../values';

export const CIQUAL_FILE = path.join('ciqual-2020', 'Table Ciqual 2020_FR_2020 07 07.csv');

/** ANSES CIQUAL 2020: French names; energy from the EU 1169/2011 column. */
export function readCiqual(dataDir: string): SourceFood[] {
  const table = readTable(path.join(dataDir, CIQUAL_FILE), { delimiter: ';', quoted: false });
  const at = {
    code: table.column('alim_code'),
    name: table.column('alim_nom_fr'),
    grp: table.column('alim_grp_nom_fr'),
    ssgrp: table.column('alim_ssgrp_nom_fr'),
    ssssgrp: table.column('alim_ssssgrp_nom_fr'),
    kcal: table.column((header) => header.startsWith('Energie, Règlement UE') && header.includes('kcal')),
    fat: table.column('Lipides (g/100 g)'),
    cholesterol: table.column('Cholestérol (mg/100 g)'),
  };
  const byCode = new Map<string, SourceFood>();
  for (const row of table.rows) {
    const code = row[at.code]?.trim();
    const name = nameOrUndefined(row[at.name]);
    if (!code || !name) continue;
    const food: SourceFood = {
      source: 'ciqual',
      code,
      names: { fr: name },
      kcal: tableNumber(row[at.kcal]),
      fat: tableNumber(row[at.fat]),
      cholesterol: tableNumber(row[at.cholesterol]),
      groups: {
        grp: row[at.grp]?.trim() ?? '',
        ssgrp: row[at.ssgrp]?.trim() ?? '',
        ssssgrp: row[at.ssssgrp]?.trim() ?? '',
      },
      matchName: name,
      portionGrams: null,
      portionLabel: null,
    };
    // CIQUAL 2020 lists a few codes twice (e.g. 9621); the row with an energy value wins.
    const previous = byCode.get(code);
    if (!previous || (previous.kcal === null && food.kcal !== null)) byCode.set(code, food);
  }
  return [...byCode.values()];
}
