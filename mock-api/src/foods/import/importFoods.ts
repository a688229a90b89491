import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FoodSource } from '../../db/schema';
import type { FoodImportConfig } from '../config';
import type { FoodRecord, FoodsRepository } from '../repository';
import { normalize } from '../search/normalize';
import { categoryMapping } from './categories';
import { BLS_FILE, BLS_MACROS_FILE, readBls } from './readers/bls';
import { CIQUAL_FILE, readCiqual } from './readers/ciqual';
import { NEVO_FILE, readNevo } from './readers/nevo';
import { readSwiss, SWISS_FILE } from './readers/swiss';
import type { SourceFood } from './sourceFood';

/** Each source's files and reader; the content checker reads the tables through them too. */
export const READERS: Record<FoodSource, { files: string[]; read: (dataDir: string) => SourceFood[] }> = {
  ciqual: { files: [CIQUAL_FILE], read: readCiqual },
  swiss: { files: [SWISS_FILE], read: readSwiss },
  bls: { files: [BLS_FILE, BLS_MACROS_FILE], read: readBls },
  nevo: { files: [NEVO_FILE], read: readNevo },
};

/** The reference data folder or one of its files is missing: the message names what and where. */
export class ReferenceDataMissingError extends Error {
  constructor(
    readonly missing: string[],
    dataDir: string,
  ) {
    super(
      (existsSync(dataDir)
        ? `Food catalogue not imported: reference data missing in ${dataDir} (${missing.join(', ')}). `
        : `Food catalogue not imported: the reference data folder ${dataDir} does not exist. `) +
        'Set REFERENCE_DATA_DIR to the folder holding ciqual-2020/, swiss-fcdb-5.3/, bls-4.0/ and nevo-2023/, ' +
        'then run `npm run data:import`.',
    );
    this.name = 'ReferenceDataMissingError';
  }
}

export interface ImportReport {
  /** Foods read per source (NEVO absent when switched off). */
  perSource: Partial<Record<FoodSource, number>>;
  total: number;
  /** Foods inserted or whose values changed: 0 when the same data is imported again. */
  changed: number;
}

export function importedSources(config: FoodImportConfig): FoodSource[] {
  return config.includeNevo ? ['ciqual', 'swiss', 'bls', 'nevo'] : ['ciqual', 'swiss', 'bls'];
}

/**
 * Every source's foods as the catalogue stores them, mapped to the QIS-table categories, without
 * writing anything (the import writes them; magic menus' tests and benchmark read them as they are).
 */
export function readReferenceFoods(config: FoodImportConfig): {
  records: FoodRecord[];
  perSource: ImportReport['perSource'];
} {
  const sources = importedSources(config);
  const missing = sources
    .flatMap((source) => READERS[source].files)
    .filter((file) => !existsSync(path.join(config.dataDir, file)));
  if (missing.length > 0) throw new ReferenceDataMissingError(missing, config.dataDir);

  const mapping = categoryMapping();
  const perSource: ImportReport['perSource'] = {};
  const records: FoodRecord[] = [];
  for (const source of sources) {
    const foods = READERS[source].read(config.dataDir);
    perSource[source] = foods.length;
    for (const food of foods) {
      records.push({
        source: food.source,
        sourceCode: food.code,
        kcal: food.kcal,
        fat: food.fat,
        cholesterol: food.cholesterol,
        category: mapping.categoryOf(food),
        portionGrams: food.portionGrams,
        portionLabel: food.portionLabel,
        names: food.names,
      });
    }
  }
  return { records, perSource };
}

/** Reads every source, maps it to the QIS-table categories and writes it in one upsert. */
export async function importFoods(
  repository: FoodsRepository,
  config: FoodImportConfig,
): Promise<ImportReport> {
  const { records, perSource } = readReferenceFoods(config);
  const changed = await repository.upsert(records, normalize);
  return { perSource, total: records.length, changed };
}

export function formatReport(report: ImportReport): string {
  const lines = Object.entries(report.perSource).map(([source, count]) => `  ${source.padEnd(7)} ${count}`);
  return [
    'Food catalogue import:',
    ...lines,
    `  total   ${report.total}`,
    `  ${report.changed} inserted or changed`,
  ].join('\n');
}
