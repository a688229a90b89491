// Feature boundaries inside a remote, as zones: each folder directly under a remote's src/ is a feature
// (mealPlan, qis, useful, profile, contact, chat, gym, …) and may import only from itself, from the remote's
// common/ folder, from the remote's root files and from packages. What two features both need moves to
// common/, so a team can change or delete one feature without breaking another. common/ itself imports no
// feature. Relative paths are resolved first, so `../qis` (a file of the same feature) and `../../qis/…`
// (another feature) are told apart, which import-string patterns cannot do.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { moduleSourceVisitors } from './moduleSources.mjs';

/** Folders under src/ that every feature may use. `test` holds the remote's test helpers while they last. */
const SHARED_FOLDERS = new Set(['common', 'test']);

const REMOTE_SRC = /^(.*[\\/]mfe-[a-z]+[\\/]src)[\\/]/;

/** The folder directly under src/ that holds `file`, or null for the remote's root files. */
function featureOf(srcRoot, file) {
  const relative = path.relative(srcRoot, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const [first, ...rest] = relative.split(path.sep);
  if (rest.length > 0) return first;
  // `../qis` may name a folder (its index) rather than a file.
  const candidate = path.join(srcRoot, first);
  return existsSync(candidate) && statSync(candidate).isDirectory() ? first : null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description: 'A feature folder of a remote imports no other feature; shared code lives in common/.',
    },
    schema: [],
    messages: {
      crossing:
        'The {{from}} feature imports from the {{to}} feature: move what both use to common/, or keep it in {{to}}.',
      commonImportsFeature: 'common/ is shared by every feature, so it imports none ({{to}} here).',
    },
  },
  create(context) {
    const file = context.filename;
    const match = REMOTE_SRC.exec(file);
    if (!match) return {};
    const srcRoot = match[1];
    const from = featureOf(srcRoot, file);
    if (!from || from === 'test') return {};

    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = featureOf(srcRoot, path.resolve(path.dirname(file), source));
      if (!to || to === from) return;
      if (from === 'common') {
        if (!SHARED_FOLDERS.has(to))
          context.report({ node, messageId: 'commonImportsFeature', data: { to } });
        return;
      }
      if (!SHARED_FOLDERS.has(to)) context.report({ node, messageId: 'crossing', data: { from, to } });
    };
    return moduleSourceVisitors(check);
  },
};
