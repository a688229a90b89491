import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';

export const COMPENDIUM_FILE = path.join('compendium-2011', 'compendiumofphysicalactivities.csv');

/**
 * MET values of the 2011 Compendium of Physical Activities, by 2011 code. The file is
 * `|`-separated with two header lines; the 2011 code and MET are its fifth and sixth columns
 * (codes keep their leading zero: "03015").
 */
export function readCompendiumMets(file: string): Map<string, number> {
  const rows = parse(readFileSync(file, 'utf8'), {
    delimiter: '|',
    from_line: 3,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    bom: true,
  }) as string[][];
  const mets = new Map<string, number>();
  for (const row of rows) {
    const code = row[4]?.trim();
    const met = Number(row[5]?.trim());
    if (code && row[5]?.trim() && Number.isFinite(met)) mets.set(code, met);
  }
  return mets;
}
