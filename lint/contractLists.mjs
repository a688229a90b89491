// The locale list and the exercise list are the contract's (contract/src/locales.ts, contract/src/fitness.ts):
// a literal copy elsewhere is a second list that drifts from the first (a fifth language added to one
// and not the other). The rule reads the lists from the contract's own source, so it never spells them.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const contractFile = (name) => fileURLToPath(new URL(`../contract/src/${name}`, import.meta.url));

/** The string elements of `export const NAME = [...]` in a contract source file. */
export function contractList(file, name) {
  const source = readFileSync(contractFile(file), 'utf8');
  const body = new RegExp(`export const ${name} = \\[([^\\]]*)\\]`).exec(source)?.[1];
  if (body === undefined)
    throw new Error(`lint/contractLists.mjs: ${name} not found in contract/src/${file}`);
  return [...body.matchAll(/'([^']*)'/g)].map((match) => match[1]);
}

const LISTS = [
  { name: 'LOCALES', values: contractList('locales.ts', 'LOCALES') },
  { name: 'EXERCISE_KEYS', values: contractList('fitness.ts', 'EXERCISE_KEYS') },
];

const sameSet = (strings, values) =>
  strings.length === values.length && values.every((value) => strings.includes(value));

/** @type {import('eslint').Rule.RuleModule} */
export const contractLists = {
  meta: {
    type: 'problem',
    docs: { description: 'No literal copy of the contract’s locale or exercise list.' },
    schema: [],
    messages: {
      copy: 'This is the contract’s {{name}} written again: import {{name}} from @qis/contract (sort or filter it where another order is wanted).',
    },
  },
  create(context) {
    return {
      ArrayExpression(node) {
        const strings = [];
        for (const element of node.elements) {
          if (element?.type !== 'Literal' || typeof element.value !== 'string') return;
          strings.push(element.value);
        }
        const list = LISTS.find(({ values }) => sameSet(strings, values));
        if (list) context.report({ node, messageId: 'copy', data: { name: list.name } });
      },
    };
  },
};
