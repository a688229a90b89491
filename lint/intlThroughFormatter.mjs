// Numbers, dates, language names and sorting reach a member through the shared formatter
// (shared/src/i18n/format.ts): it caches each Intl object per locale and options, and it is the
// same Intl that i18next's `{{value, number}}` uses inside translations, so a figure reads the same
// in a sentence and in a table. A `new Intl.…` elsewhere is a second way that drifts from it.

/** @type {import('eslint').Rule.RuleModule} */
export const intlThroughFormatter = {
  meta: {
    type: 'problem',
    docs: { description: 'No `new Intl.…` outside the shared formatter.' },
    schema: [],
    messages: {
      direct:
        'Format through the shared formatter (formatNumber, formatDate, languageName, compareText from @qis/shared) instead of new Intl.{{name}}; add what is missing to shared/src/i18n/format.ts.',
    },
  },
  create(context) {
    return {
      NewExpression(node) {
        const callee = node.callee;
        if (
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          callee.object.name === 'Intl'
        ) {
          const name = callee.property.type === 'Identifier' ? callee.property.name : '…';
          context.report({ node, messageId: 'direct', data: { name } });
        }
      },
    };
  },
};
