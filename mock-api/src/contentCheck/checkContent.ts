import type { FoodImportConfig } from '../foods/config';
import { checkActivities } from './activities';
import { checkCategories } from './categories';
import type { Finding, SectionResult } from './findings';
import { checkRecipes } from './recipes';
import { ReferenceTables } from './referenceTables';
import { checkTips } from './tips';

export interface ContentCheck {
  errors: string[];
  warnings: string[];
  /** The figures of every section, for the author. */
  report: string[];
}

/**
 * Every rule of the portal's content (mock-api/content) against the reference tables of
 * REFERENCE_DATA_DIR, read and computed with the server's own code: what `npm run content:check`
 * prints and the test suite requires to hold.
 */
export async function checkContent(config: FoodImportConfig, contentDir?: string): Promise<ContentCheck> {
  const tables = new ReferenceTables(config);
  const sections: SectionResult[] = [
    await checkRecipes(tables, contentDir),
    checkTips(contentDir),
    checkActivities(config.dataDir, contentDir),
    checkCategories(tables),
  ];
  const all: Finding[] = sections.flatMap((section) => section.findings);
  const messages = (level: Finding['level']) =>
    all.filter((finding) => finding.level === level).map((finding) => finding.message);
  return {
    errors: messages('error'),
    warnings: messages('warning'),
    report: sections.flatMap((section) => ['', ...section.report]),
  };
}
