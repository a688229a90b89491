// Every feature folder's translations must exist, complete and non-empty, in the four locales:
// a key missing in one locale would show a raw key (or English) to a member of that language.
import { describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';

const LOCALES = ['en', 'fr', 'de', 'nl'] as const;
const REPO_ROOT = path.resolve(__dirname, '../../..');
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage', '.git']);
/** i18next plural suffixes: languages legitimately differ in which plural forms they need. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** i18next picks a plural form by the `count` option: a text showing a count needs its forms. */
const COUNT_PLACEHOLDER = /{{\s*count\s*[,}]/;

type Flat = Map<string, unknown>;

/** Nested keys flattened with dots: { toast: { errorTitle } } → "toast.errorTitle". */
function flatten(value: unknown, prefix = '', into: Flat = new Map()): Flat {
  if (value !== null && typeof value === 'object') {
    const entries = Array.isArray(value)
      ? value.map((item, index) => [String(index), item] as const)
      : Object.entries(value);
    if (entries.length === 0 && prefix) into.set(prefix, value);
    for (const [key, child] of entries) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, value);
  }
  return into;
}

/** The interpolations of a text ({{name}}, {{count, number}}), sorted: every locale must use the same. */
const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*([\w.]+)\s*[,}]/g)]
    .map((match) => match[1])
    .sort()
    .join(', ');

/** The key every locale must have: a plural form counts as its base key. */
const comparableKey = (key: string) => key.replace(PLURAL_SUFFIX, '_{plural}');

/** Problems of one locales folder, each naming the file and the key; empty when the folder is complete. */
function localeProblems(folder: string, files: Partial<Record<(typeof LOCALES)[number], unknown>>): string[] {
  const problems: string[] = [];
  const keySets = new Map<string, Set<string>>();
  const flats = new Map<string, Flat>();
  for (const locale of LOCALES) {
    const file = path.join(folder, `${locale}.json`);
    if (!(locale in files)) {
      problems.push(`${file}: missing locale file`);
      continue;
    }
    const flat = flatten(files[locale]);
    for (const [key, value] of flat) {
      if (typeof value !== 'string') problems.push(`${file}: "${key}" is not a string`);
      else if (value.trim() === '') problems.push(`${file}: "${key}" is empty`);
    }
    const keys = new Set([...flat.keys()].map(comparableKey));
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    const bases = new Set<string>();
    for (const [key, value] of flat) {
      const base = key.match(PLURAL_SUFFIX) ? key.replace(PLURAL_SUFFIX, '') : null;
      if (base !== null) bases.add(base);
      else if (typeof value === 'string' && COUNT_PLACEHOLDER.test(value))
        problems.push(`${file}: "${key}" shows {{count}} without plural forms`);
    }
    // i18next asks for the form the language's plural rules pick (French 1 000 000 is "many"):
    // a form missing in that language shows the bare key.
    for (const base of bases) {
      for (const category of categories) {
        if (!flat.has(`${base}_${category}`))
          problems.push(`${file}: plural "${base}" has no "${base}_${category}"`);
      }
    }
    keySets.set(locale, keys);
    flats.set(locale, flat);
  }
  // A translation that drops or renames a placeholder shows "{{name}}" or nothing to its members.
  // Plural forms other than "_other" may spell the number out, so only "_other" is compared.
  const english = flats.get('en');
  for (const [locale, flat] of flats) {
    if (locale === 'en' || !english) continue;
    for (const [key, value] of flat) {
      const reference = english.get(key);
      if (typeof value !== 'string' || typeof reference !== 'string') continue;
      if (PLURAL_SUFFIX.test(key) && !key.endsWith('_other')) continue;
      if (placeholders(value) !== placeholders(reference)) {
        problems.push(
          `${path.join(folder, `${locale}.json`)}: "${key}" uses {${placeholders(value)}}, en uses {${placeholders(reference)}}`,
        );
      }
    }
  }
  const allKeys = new Set([...keySets.values()].flatMap((keys) => [...keys]));
  for (const [locale, keys] of keySets) {
    for (const key of allKeys) {
      if (!keys.has(key)) {
        const holders = [...keySets].filter(([, other]) => other.has(key)).map(([other]) => other);
        problems.push(
          `${path.join(folder, `${locale}.json`)}: missing "${key}" (present in ${holders.join(', ')})`,
        );
      }
    }
  }
  return problems;
}

function findLocaleFolders(dir: string, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || SKIPPED_DIRS.has(entry.name)) continue;
    const child = path.join(dir, entry.name);
    if (entry.name === 'locales') found.push(child);
    findLocaleFolders(child, found);
  }
  return found;
}

function appSourceFolders(): string[] {
  return fs
    .readdirSync(REPO_ROOT, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^(shared|shell|mfe-.+)$/.test(entry.name))
    .map((entry) => path.join(REPO_ROOT, entry.name, 'src'))
    .filter((src) => fs.existsSync(src));
}

function readLocaleFiles(folder: string): {
  files: Partial<Record<(typeof LOCALES)[number], unknown>>;
  errors: string[];
} {
  const files: Partial<Record<(typeof LOCALES)[number], unknown>> = {};
  const errors: string[] = [];
  for (const locale of LOCALES) {
    const file = path.join(folder, `${locale}.json`);
    if (!fs.existsSync(file)) continue;
    try {
      files[locale] = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (error) {
      errors.push(`${file}: not valid JSON (${(error as Error).message})`);
      files[locale] = {};
    }
  }
  return { files, errors };
}

const folders = appSourceFolders().flatMap((src) => findLocaleFolders(src));

describe('locale completeness', () => {
  it('finds the locale folders of shared, the shell and the remotes', () => {
    expect(folders).toContain(path.join(REPO_ROOT, 'shared', 'src', 'locales'));
  });

  it.each(folders.map((folder) => [path.relative(REPO_ROOT, folder), folder]))(
    '%s has every key, non-empty and with the same placeholders, in en, fr, de and nl',
    (_name, folder) => {
      const { files, errors } = readLocaleFiles(folder);
      expect([...errors, ...localeProblems(path.relative(REPO_ROOT, folder), files)]).toEqual([]);
    },
  );
});

describe('the completeness check itself', () => {
  it('flattens nested keys', () => {
    expect([...flatten({ toast: { errorTitle: 'a', errorText: 'b' }, ok: 'OK' }).keys()]).toEqual([
      'toast.errorTitle',
      'toast.errorText',
      'ok',
    ]);
  });

  it('reports a key missing in one locale, naming the file and the key', () => {
    const complete = { title: 'T', nested: { a: 'A' } };
    const problems = localeProblems('x/locales', {
      en: complete,
      fr: complete,
      de: { title: 'T' },
      nl: complete,
    });
    expect(problems).toEqual([
      `${path.join('x/locales', 'de.json')}: missing "nested.a" (present in en, fr, nl)`,
    ]);
  });

  it('reports a translation whose placeholders differ from English', () => {
    const problems = localeProblems('x/locales', {
      en: { hello: 'Hello {{name}}', count_one: 'one item', count_other: '{{count}} items' },
      fr: {
        hello: 'Bonjour {{nom}}',
        count_one: 'un article',
        count_many: '{{count}} articles',
        count_other: '{{count}} articles',
      },
      de: { hello: 'Hallo {{name}}', count_one: '{{count}} Artikel', count_other: '{{count}} Artikel' },
      nl: { hello: 'Hallo {{ name }}', count_one: 'één artikel', count_other: 'artikelen' },
    });
    expect(problems).toEqual([
      `${path.join('x/locales', 'fr.json')}: "hello" uses {nom}, en uses {name}`,
      `${path.join('x/locales', 'nl.json')}: "count_other" uses {}, en uses {count}`,
    ]);
  });

  it('reports empty values, non-strings and missing files', () => {
    const problems = localeProblems('x/locales', {
      en: { title: 'T', count: 3 },
      fr: { title: '  ', count: '3' },
      de: { title: 'T', count: '3' },
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        `${path.join('x/locales', 'nl.json')}: missing locale file`,
        `${path.join('x/locales', 'fr.json')}: "title" is empty`,
        `${path.join('x/locales', 'en.json')}: "count" is not a string`,
      ]),
    );
  });

  it('lets languages differ in plural forms but requires the _other form', () => {
    const en = { items_one: '{{count}} item', items_other: '{{count}} items' };
    const fr = {
      items_one: '{{count}} article',
      items_many: '{{count}} articles',
      items_other: '{{count}} articles',
    };
    expect(localeProblems('x/locales', { en, fr, de: en, nl: en })).toEqual([]);
    expect(localeProblems('x/locales', { en, fr, de: en, nl: { items_one: 'één' } })).toEqual([
      `${path.join('x/locales', 'nl.json')}: plural "items" has no "items_other"`,
    ]);
  });

  it('requires every plural form the language uses, and plural forms for every count shown', () => {
    const en = { items_one: '{{count}} item', items_other: '{{count, number}} items' };
    const frWithoutMany = { items_one: '{{count}} article', items_other: '{{count, number}} articles' };
    expect(localeProblems('x/locales', { en, fr: frWithoutMany, de: en, nl: en })).toEqual([
      `${path.join('x/locales', 'fr.json')}: plural "items" has no "items_many"`,
    ]);
    const countWithoutPlural = { items: '{{count, number}} items' };
    expect(
      localeProblems('x/locales', {
        en: countWithoutPlural,
        fr: countWithoutPlural,
        de: countWithoutPlural,
        nl: countWithoutPlural,
      }),
    ).toEqual(
      expect.arrayContaining([
        `${path.join('x/locales', 'de.json')}: "items" shows {{count}} without plural forms`,
      ]),
    );
  });
});
