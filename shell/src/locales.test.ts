import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Every feature's translations must offer the same keys in en, fr, de and nl.
const features = readdirSync(__dirname, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && readdirSync(path.join(__dirname, entry.name)).includes('locales'))
  .map((entry) => entry.name);

function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

const read = (feature: string, locale: string): unknown =>
  JSON.parse(readFileSync(path.join(__dirname, feature, 'locales', `${locale}.json`), 'utf8'));

describe('shell translations', () => {
  it('cover every feature folder', () => {
    expect(features).toEqual(
      expect.arrayContaining([
        'callback',
        'error',
        'home',
        'language',
        'layout',
        'login',
        'remotes',
        'routes',
        'session',
      ]),
    );
  });

  it.each(features)('%s has the same keys in en, fr, de and nl, none empty', (feature) => {
    const english = keysOf(read(feature, 'en')).sort();
    for (const locale of ['fr', 'de', 'nl']) {
      const translation = read(feature, locale);
      expect(keysOf(translation).sort()).toEqual(english);
    }
    for (const locale of ['en', 'fr', 'de', 'nl']) {
      const empty = keysOf(read(feature, locale)).filter((key) => {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], read(feature, locale));
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty).toEqual([]);
    }
  });
});
