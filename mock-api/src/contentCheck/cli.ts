import { loadFoodImportConfig } from '../foods/config';
import { ReferenceDataMissingError } from '../foods/import/importFoods';
import { listSourceGroups } from './categories';
import { checkContent } from './checkContent';
import { ReferenceTables } from './referenceTables';

/**
 * `npm run content:check`: prints the content's figures and findings; exit status 1 when a rule
 * fails. `-- --groups` lists each source's own groups instead (for writing categories.json rules).
 * The reference tables are those of REFERENCE_DATA_DIR (and IMPORT_NEVO), as the server reads them.
 */
export async function runContentCheck(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  print: (line: string) => void,
): Promise<number> {
  const config = loadFoodImportConfig(env);
  print(`Reference data: ${config.dataDir}${config.includeNevo ? '' : ' (without NEVO)'}`);
  try {
    if (args.includes('--groups')) {
      listSourceGroups(new ReferenceTables(config)).forEach((line) => print(line));
      return 0;
    }
    const { errors, warnings, report } = await checkContent(config);
    if (!args.includes('--quiet')) report.forEach((line) => print(line));
    print('');
    for (const warning of warnings) print(`WARN  ${warning}`);
    for (const error of errors) print(`ERROR ${error}`);
    print(errors.length > 0 ? `\n${errors.length} error(s)` : '\nAll checks passed.');
    return errors.length > 0 ? 1 : 0;
  } catch (error) {
    // A missing table names itself (ENOENT with its path); say where the data was looked for.
    print(`ERROR ${(error as Error).message}`);
    if (!(error instanceof ReferenceDataMissingError)) {
      print('Set REFERENCE_DATA_DIR to the folder of the reference tables (see docs/reference-data.md).');
    }
    return 1;
  }
}

if (require.main === module) {
  void runContentCheck(process.argv.slice(2), process.env, (line) => console.info(line)).then((code) => {
    process.exitCode = code;
  });
}
