/**
 * The visitors that hand `check(node, source)` every module a file names: imports, re-exports and
 * dynamic `import()` (its source when written as a literal, else null). The boundary rules share them.
 */
export function moduleSourceVisitors(check) {
  const fromSource = (node) => check(node.source, node.source?.value);
  return {
    ImportDeclaration: fromSource,
    ExportNamedDeclaration: fromSource,
    ExportAllDeclaration: fromSource,
    ImportExpression: (node) => check(node.source, node.source.type === 'Literal' ? node.source.value : null),
  };
}
