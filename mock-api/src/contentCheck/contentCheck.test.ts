import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { loadFoodImportConfig } from '../foods/config';
import { CONTENT_DIR } from '../nutrition/content';
import { checkActivities } from './activities';
import { checkContent } from './checkContent';
import { runContentCheck } from './cli';
import { checkRecipes } from './recipes';
import { ReferenceTables } from './referenceTables';
import { checkTips } from './tips';

// The reference tables of REFERENCE_DATA_DIR, as the server and `npm run content:check` read them.
const config = loadFoodImportConfig();
const tables = new ReferenceTables(config);

/** A copy of the content folder with one file changed, to see a rule fail. */
const copies: string[] = [];
function contentWith(file: string, change: (value: unknown) => unknown): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'qis-content-'));
  copies.push(folder);
  cpSync(CONTENT_DIR, folder, { recursive: true });
  const target = path.join(folder, file);
  writeFileSync(target, JSON.stringify(change(JSON.parse(readFileSync(target, 'utf8')))));
  return folder;
}
afterAll(() => copies.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

type Entry = Record<string, unknown> & { name: Record<string, string> };

describe('the portal content', () => {
  it('passes every rule of the content check', async () => {
    const { errors, report } = await checkContent(config);
    expect(errors).toEqual([]);
    // The check computed the figures it prints, with the server's count of fitting days.
    expect(report.join('\n')).toMatch(/within 1800–1952 kcal: [1-9]\d* \(/);
  });
});

describe('the content rules', () => {
  it('fail a tip without its Dutch title or with a body of five sentences', () => {
    const folder = contentWith('tips.json', (tips) => {
      const [first, second, ...rest] = tips as Entry[];
      const body = second!.body as Record<string, string>;
      return [
        { ...first, title: { ...(first!.title as object), nl: ' ' } },
        { ...second, body: { ...body, en: 'One. Two. Three. Four. Five.' } },
        ...rest,
      ];
    });
    const { findings } = checkTips(folder);
    expect(findings.filter((finding) => finding.level === 'error').map((finding) => finding.message)).toEqual(
      [
        expect.stringMatching(/^tips\[0\] tip-[\w-]+\.title\.nl: missing or empty$/),
        expect.stringMatching(/^tips\[1\] tip-[\w-]+\.body\.en: 5 sentences \(2–4 expected\)$/),
      ],
    );
  });

  it('fail a recipe whose food is not in the tables, and one outside its slot’s kcal range', async () => {
    const folder = contentWith('recipes/snack.json', (recipes) => {
      const [first, second, ...rest] = recipes as (Entry & { ingredients: Record<string, unknown>[] })[];
      const [ingredient, ...others] = first!.ingredients;
      return [
        {
          ...first,
          ingredients: [{ ...ingredient, food: { source: 'ciqual', code: '999999999' } }, ...others],
        },
        // Ten times every ingredient: far above a snack's 350 kcal.
        {
          ...second,
          ingredients: second!.ingredients.map((item) => ({ ...item, grams: Number(item.grams) * 10 })),
        },
        ...rest,
      ];
    });
    const errors = (await checkRecipes(tables, folder)).findings.map((finding) => finding.message);
    expect(errors).toContainEqual(
      expect.stringMatching(/^snack\[0\] [\w-]+\.ingredients\[0\]: ciqual code 999999999 not found$/),
    );
    expect(errors).toContainEqual(
      expect.stringMatching(/^snack [\w-]+: \d+ kcal per portion outside 100–350$/),
    );
  });

  it('fail an activity that is not in the 2011 Compendium', () => {
    const folder = contentWith('bonus-activities.json', (activities) => [
      { ...(activities as Entry[])[0], code: '99999' },
      ...(activities as Entry[]).slice(1),
    ]);
    const { findings } = checkActivities(config.dataDir, folder);
    expect(findings.map((finding) => finding.message)).toContain(
      'activities[0] 99999: code not in the 2011 Compendium (or without a MET value)',
    );
  });
});

describe('npm run content:check', () => {
  it('names the folder it looked in and fails when the reference data is not there', async () => {
    const lines: string[] = [];
    const code = await runContentCheck(
      ['--quiet'],
      { REFERENCE_DATA_DIR: '/nowhere/reference-data' },
      (line) => lines.push(line),
    );
    expect(code).toBe(1);
    expect(lines[0]).toBe('Reference data: /nowhere/reference-data');
    expect(lines.join('\n')).toMatch(/ERROR .*\/nowhere\/reference-data/);
  });
});
