import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { ApiError } from '../../http/apiError';
import { referenceDataDir } from '../referenceData';
import { COMPENDIUM_FILE, readCompendiumMets } from './compendium';
import { bonusQis, BonusService, DEFAULT_WEIGHT_KG } from './service';

const HEADER =
  '1993 Compendium|1993 Compendium|2000 Compendium|2000 Compendium|2011 Compendium|2011 Compendium|Description|Category\nCodes|METs|Codes|METs|Codes|METs||\n';

function dataDir(rows: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'qis-compendium-'));
  mkdirSync(path.join(dir, 'compendium-2011'));
  writeFileSync(path.join(dir, COMPENDIUM_FILE), HEADER + rows);
  return dir;
}

describe('readCompendiumMets', () => {
  it('reads the 2011 code and MET (columns 5 and 6), keeping leading zeros and skipping rows without a MET', () => {
    const dir = dataDir(
      '01010|4.0|01010|4.0|01003|14.0|bicycling, "mountain"|bicycling\n|||||||\n||||03015|7.3|aerobic, general|conditioning\n||||09999||no value|x\n',
    );
    const mets = readCompendiumMets(path.join(dir, COMPENDIUM_FILE));
    expect([...mets]).toEqual([
      ['01003', 14],
      ['03015', 7.3],
    ]);
  });

  it('reads the real table of the reference data folder', () => {
    const mets = readCompendiumMets(path.join(referenceDataDir(), COMPENDIUM_FILE));
    expect(mets.get('03015')).toBe(7.3);
    expect(mets.size).toBeGreaterThan(800);
  });
});

describe('bonusQis', () => {
  it('is round((MET − 1) × kg × minutes / 60 / 12)', () => {
    expect(bonusQis(7.3, 70, 60)).toBe(37);
    expect(bonusQis(3.5, 80, 30)).toBe(8);
    expect(bonusQis(1, 100, 60)).toBe(0);
  });
});

describe('BonusService', () => {
  const noWeight = { weightHistory: async () => [] };

  it('uses 70 kg without a weight and the latest entry otherwise', async () => {
    const dir = dataDir('||||03015|7.3|aerobic, general|conditioning\n||||17200|3.5|walking|walking\n');
    const contentDir = mkdtempSync(path.join(tmpdir(), 'qis-content-'));
    writeFileSync(
      path.join(contentDir, 'bonus-activities.json'),
      JSON.stringify([
        { code: '17200', minutes: 30, name: { en: 'Walking', fr: 'Marche', de: 'Gehen', nl: 'Wandelen' } },
      ]),
    );
    const fresh = new BonusService(noWeight, dir, contentDir);
    expect(DEFAULT_WEIGHT_KG).toBe(70);
    expect(await fresh.list('m', 'fr')).toEqual([
      { activity: 'Marche', minutes: 30, qis: bonusQis(3.5, 70, 30) },
    ]);
    const weighed = new BonusService(
      { weightHistory: async () => [{ weight: 120 }, { weight: 96 }] },
      dir,
      contentDir,
    );
    expect(await weighed.list('m', 'nl')).toEqual([{ activity: 'Wandelen', minutes: 30, qis: 10 }]);
  });

  it('answers 503 when the table is missing or lacks an activity', async () => {
    const missing = new BonusService(noWeight, path.join(tmpdir(), 'no-such-folder'));
    await expect(missing.list('m', 'en')).rejects.toMatchObject({
      statusCode: 503,
      code: 'reference-data-unavailable',
    });
    const incomplete = new BonusService(noWeight, dataDir('||||03015|7.3|aerobic|conditioning\n'));
    await expect(incomplete.list('m', 'en')).rejects.toBeInstanceOf(ApiError);
  });
});

describe('referenceDataDir', () => {
  it('reads REFERENCE_DATA_DIR, defaulting to ../shared/data beside the checkout', () => {
    expect(referenceDataDir({ REFERENCE_DATA_DIR: '/srv/data' })).toBe('/srv/data');
    expect(referenceDataDir({})).toMatch(/[\\/]shared[\\/]data$/);
  });
});
