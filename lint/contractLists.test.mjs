// Run with `node --test lint/` (part of `npm run lint`).
import { describe, it } from 'node:test';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { contractList, contractLists } from './contractLists.mjs';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const locales = contractList('locales.ts', 'LOCALES');
const exercises = contractList('fitness.ts', 'EXERCISE_KEYS');
const literal = (values) => `[${values.map((value) => `'${value}'`).join(', ')}]`;

describe('contract lists', () => {
  it('reads the lists from the contract', () => {
    if (!locales.includes('fr') || locales.length < 4) throw new Error(`locales read: ${locales}`);
    if (exercises.length !== 11) throw new Error(`exercises read: ${exercises}`);
  });

  tester.run('contract-lists', contractLists, {
    valid: [
      `import { LOCALES } from '@qis/contract'; const all = [...LOCALES];`,
      // Part of the list, or the list with another value, is another list.
      `const some = ${literal(locales.slice(1))};`,
      `const more = ${literal([...locales, 'it'])};`,
      `const mixed = [${locales.slice(1).map((value) => `'${value}'`)}, other];`,
      `const exerciseSubset = ${literal(exercises.slice(0, 4))};`,
    ],
    invalid: [
      {
        code: `const locales = ${literal(locales)};`,
        errors: [{ messageId: 'copy', data: { name: 'LOCALES' } }],
      },
      {
        code: `const reordered: readonly Locale[] = ${literal([...locales].reverse())};`,
        errors: [{ messageId: 'copy', data: { name: 'LOCALES' } }],
      },
      {
        code: `it.each(${literal(locales)} as const)('x', () => {});`,
        errors: [{ messageId: 'copy', data: { name: 'LOCALES' } }],
      },
      {
        code: `export const ORDER = ${literal([...exercises].sort())};`,
        errors: [{ messageId: 'copy', data: { name: 'EXERCISE_KEYS' } }],
      },
    ],
  });
});
