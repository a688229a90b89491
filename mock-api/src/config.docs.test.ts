import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { loadConfig, REPO_ROOT, type Env } from './config';
import { loadFoodImportConfig } from './foods/config';

/**
 * docs/configuration.md is the one table of the environment variables. These tests hold it to the code, so
 * a variable added to the server, a script or a benchmark without its row (or a row left behind when its
 * variable goes) fails here instead of going unnoticed.
 */
const SERVER_FILES = ['mock-api/src/config.ts', 'mock-api/src/foods/config.ts'];

/** Where the build, tests, CI and benchmarks read variables; searched for reads of `process.env` and shell defaults. */
const TOOL_SOURCES = [
  'scripts',
  'bench',
  'e2e',
  'mock-api/src',
  'mock-api/test',
  'mfe-fitness/media/src',
  'shell/scripts',
  'playwright.config.ts',
  'rspack.base.js',
  '.ci/run',
];

interface Row {
  names: string[];
  readBy: string;
}

function documentedRows(): Row[] {
  const table = readFileSync(path.join(REPO_ROOT, 'docs', 'configuration.md'), 'utf8');
  return table
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const [, names = '', , readBy = ''] = line.split('|').map((cell) => cell.trim());
      return {
        names: [...names.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]!),
        readBy: readBy.replace(/`/g, ''),
      };
    });
}

/** The names a loader asks its environment for, recorded as it runs (computed names included). */
function namesRead(load: (env: Env) => unknown, values: Env): Set<string> {
  const asked = new Set<string>();
  const env = new Proxy(values, {
    get(target, name) {
      if (typeof name === 'string') asked.add(name);
      return target[name as string];
    },
  });
  try {
    load(env);
  } catch {
    // A refused value still shows which names were asked for.
  }
  return asked;
}

/** Every variable the server reads: recorded with nothing set and with every optional part switched on. */
function serverVariables(): Set<string> {
  const everything: Env = {
    DATABASE_URL: 'postgres://qis@127.0.0.1:5432/qis',
    SMTP_URL: 'smtp://127.0.0.1:25',
    CONTACT_TO: 'experts@example.com',
    ASSISTANT_BASE_URL: 'http://127.0.0.1:11434',
    ASSISTANT_MODEL: 'model',
  };
  const names = new Set<string>();
  for (const values of [{}, everything]) {
    for (const load of [loadConfig, loadFoodImportConfig]) {
      for (const name of namesRead(load, values)) names.add(name);
    }
  }
  // A name read only in a branch neither environment reaches is still spelled in the source.
  const source = readFileSync(path.join(REPO_ROOT, SERVER_FILES[0]!), 'utf8');
  for (const match of source.matchAll(/\b(?:read|integer|boolean)\(\s*'([A-Z][A-Z0-9_]*)'/g)) {
    names.add(match[1]!);
  }
  return names;
}

function filesUnder(relative: string): string[] {
  const full = path.join(REPO_ROOT, relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [full];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) =>
    ['node_modules', 'dist', 'media-dist'].includes(entry.name)
      ? []
      : filesUnder(path.join(relative, entry.name)),
  );
}

function toolVariables(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of TOOL_SOURCES.flatMap(filesUnder)) {
    if (!/\.(?:[cm]?[jt]sx?|json)$|\/run$/.test(file)) continue;
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/process\.env\.([A-Z][A-Z0-9_]*)|\$\{([A-Z][A-Z0-9_]*):-/g)) {
      found.set((match[1] ?? match[2])!, path.relative(REPO_ROOT, file));
    }
  }
  return found;
}

describe('docs/configuration.md', () => {
  const rows = documentedRows();
  const documented = new Set(rows.flatMap((row) => row.names));

  it('is a table of variables', () => {
    expect(rows.length).toBeGreaterThan(30);
  });

  it('has a row for every variable the server reads', () => {
    const missing = [...serverVariables()].filter((name) => !documented.has(name)).sort();
    expect(missing).toEqual([]);
  });

  it('names, for each row, a file that reads its variables', () => {
    const server = serverVariables();
    const wrong = rows.flatMap(({ names, readBy }) => {
      if (SERVER_FILES.includes(readBy)) {
        return names.filter((name) => !server.has(name)).map((name) => `${name}: not read by the server`);
      }
      const file = path.join(REPO_ROOT, readBy);
      if (!existsSync(file)) return [`${names.join(', ')}: ${readBy} does not exist`];
      const text = readFileSync(file, 'utf8');
      return names.filter((name) => !text.includes(name)).map((name) => `${name}: not in ${readBy}`);
    });
    expect(wrong).toEqual([]);
  });

  it('has a row for every variable the scripts, tests and benchmarks read', () => {
    const missing = [...toolVariables()]
      .filter(([name]) => !documented.has(name))
      .map(([name, file]) => `${name} (${file})`)
      .sort();
    expect(missing).toEqual([]);
  });
});
