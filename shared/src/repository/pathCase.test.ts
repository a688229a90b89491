// A check of the whole repository, run with the web project like the locale completeness check.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';

const REPOSITORY = path.resolve(__dirname, '..', '..', '..');

/** Every tracked file and every folder above one, as git spells them. */
function trackedPaths(): string[] {
  const files = execFileSync('git', ['ls-files', '-z'], {
    cwd: REPOSITORY,
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  })
    .split('\0')
    .filter((file) => file !== '');
  const paths = new Set<string>();
  for (const file of files) {
    const parts = file.split('/');
    for (let depth = 1; depth <= parts.length; depth += 1) paths.add(parts.slice(0, depth).join('/'));
  }
  return [...paths];
}

/** Groups of two or more spellings of one path on a file system that ignores case. */
function caseCollisions(paths: readonly string[]): string[][] {
  const byFolded = new Map<string, Set<string>>();
  for (const entry of paths) {
    const folded = entry.toLocaleLowerCase('en-US');
    byFolded.set(folded, (byFolded.get(folded) ?? new Set()).add(entry));
  }
  return [...byFolded.values()]
    .filter((spellings) => spellings.size > 1)
    .map((spellings) => [...spellings].sort());
}

describe('the repository’s paths', () => {
  // macOS and Windows check-outs keep one of two paths that differ only by case, silently.
  it('never differ only by letter case', () => {
    expect(caseCollisions(trackedPaths())).toEqual([]);
  });

  it('are compared folder by folder, as a case-insensitive file system sees them', () => {
    expect(
      caseCollisions([
        'src/profile/accountForm.ts',
        'src/profile/AccountForm.tsx',
        'src/Profile',
        'src/profile',
      ]),
    ).toEqual([['src/Profile', 'src/profile']]);
    expect(caseCollisions(['src/a/AccountForm.tsx', 'src/a/accountform.tsx'])).toEqual([
      ['src/a/AccountForm.tsx', 'src/a/accountform.tsx'],
    ]);
  });
});
