import type { FoodSource } from '../db/schema';
import type { FoodImportConfig } from '../foods/config';
import { importedSources, READERS } from '../foods/import/importFoods';
import type { SourceFood } from '../foods/import/sourceFood';
import type { FoodEnergyLookup } from '../nutrition/recipes/catalogue';

/**
 * The foods of the reference tables as the import reads them (the server's own readers), by source
 * and code, read once per source. Also the recipes' energy lookup, so recipe kcal are computed by
 * the server's catalogue code without a database.
 */
export class ReferenceTables implements FoodEnergyLookup {
  private readonly bySource = new Map<FoodSource, Map<string, SourceFood>>();

  constructor(readonly config: FoodImportConfig) {}

  /** The sources the import reads with this configuration (NEVO may be switched off). */
  sources(): FoodSource[] {
    return importedSources(this.config);
  }

  foods(source: FoodSource): Map<string, SourceFood> {
    let foods = this.bySource.get(source);
    if (!foods) {
      foods = new Map(READERS[source].read(this.config.dataDir).map((food) => [food.code, food]));
      this.bySource.set(source, foods);
    }
    return foods;
  }

  find(source: string, code: string): SourceFood | undefined {
    return this.sources().includes(source as FoodSource)
      ? this.foods(source as FoodSource).get(code)
      : undefined;
  }

  /** Like the food repository: a food the tables do not have is absent from the answer. */
  async findBySourceCodes(refs: readonly { source: string; code: string }[]) {
    const found = new Map<string, { kcal: number | null }>();
    for (const { source, code } of refs) {
      const food = this.find(source, code);
      if (food) found.set(`${source}:${code}`, { kcal: food.kcal });
    }
    return found;
  }
}
