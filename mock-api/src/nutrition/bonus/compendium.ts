import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';

export const COMPENDIUM_FILE = path.join('compendium-2011', 'compendiumofphysicalactivities.csv');

export interface CompendiumActivity {
  met: number;
  /** The Compendium's own description, e.g. "aerobic, general". */
  description: string;
}

/**
 * The activities of the 2011 Compendium of Physical Activities that have a MET value, by 2011 code.
 * The file is `|`-separated with two header lines; the 2011 code, MET and description are its
 * fifth, sixth and seventh columns (codes keep their leading zero: "03015").
 */
export function readCompendium(file: string): Map<string, CompendiumActivity> {
  const rows = parse(readFileSync(file, 'utf8'), {
    delimiter: '|',
    from_line: 3,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    bom: true,
  }) as string[][];
  const activities = new Map<string, CompendiumActivity>();
  for (const row of rows) {
    const code = row[4]?.trim();
    const met = Number(row[5]?.trim());
    if (code && row[5]?.trim() && Number.isFinite(met)) {
      activities.set(code, { met, description: row[6]?.trim() ?? '' });
    }
  }
  return activities;
}

/** MET values of the 2011 Compendium, by 2011 code. */
export function readCompendiumMets(file: string): Map<string, number> {
  return new Map([...readCompendium(file)].map(([code, { met }]) => [code, met]));
}
