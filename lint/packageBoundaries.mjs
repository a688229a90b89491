// Package boundaries: no file imports another package's src/ folder, by a relative path
// (`../../../shared/src/api/types`) or by name (`@qis/shared/src/…`). Another package is reached
// through its package exports (`@qis/contract`, `@qis/shared/ui`, `@qis/mfe-account/route-table`),
// which say what it offers; a path into its sources couples to files it may move, and for the
// server (run by Node from its dist) reaches code it cannot run. Relative paths are resolved
// first, so a package's own files are told apart from another's.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { moduleSourceVisitors } from './moduleSources.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PACKAGES = [
  'contract',
  'shared',
  'shell',
  'mfe-coaching',
  'mfe-nutrition',
  'mfe-fitness',
  'mfe-account',
  'mock-api',
];

/** The package folder holding `file`, or null outside every package. */
function packageOf(file) {
  const [first] = path.relative(ROOT, file).split(path.sep);
  return PACKAGES.includes(first) ? first : null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const packageBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "No file imports another package's src/: go through its package exports." },
    schema: [],
    messages: {
      foreignSource:
        'This imports {{target}}\'s src/ folder ({{source}}): import it through {{target}}\'s package exports (its package.json "exports"), adding the entry there if it is missing.',
    },
  },
  create(context) {
    const file = context.filename;
    const own = packageOf(file);

    const check = (node, source) => {
      if (typeof source !== 'string') return;
      let target = null;
      let inSrc = false;
      if (source.startsWith('.')) {
        const resolved = path.resolve(path.dirname(file), source);
        target = packageOf(resolved);
        inSrc =
          target !== null && path.relative(path.join(ROOT, target), resolved).split(path.sep)[0] === 'src';
      } else {
        const named = /^@qis\/([^/]+)\/src(\/|$)/.exec(source);
        if (named) {
          target = named[1];
          inSrc = true;
        }
      }
      if (inSrc && target !== own)
        context.report({ node, messageId: 'foreignSource', data: { source, target } });
    };
    return {
      ...moduleSourceVisitors(check),
      CallExpression: (node) => {
        const [argument] = node.arguments;
        if (
          node.callee.type === 'Identifier' &&
          node.callee.name === 'require' &&
          argument?.type === 'Literal'
        ) {
          check(argument, argument.value);
        }
      },
    };
  },
};
