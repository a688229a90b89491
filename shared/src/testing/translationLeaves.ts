/** A translations file: nested objects whose leaves are the strings. */
export type TranslationTree = { [key: string]: string | TranslationTree };

/** Every string of a translations file by its dotted key ("chart.hint"), for tests that check given texts. */
export function translationLeaves(tree: TranslationTree, prefix = ''): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') result.set(path, value);
    else for (const [leaf, text] of translationLeaves(value, path)) result.set(leaf, text);
  }
  return result;
}
