// The Node side of @qis/contract for the build tools (rspack.base.js, remote:check): the package's
// compiled dist, built here first when it is missing or older than its sources, and a remote's
// route table read from its TypeScript source with swc (the table is plain data: only type imports).
const { execFileSync } = require('node:child_process');
const { existsSync, readdirSync, readFileSync, statSync } = require('node:fs');
const Module = require('node:module');
const path = require('node:path');

const CONTRACT_DIR = path.join(__dirname, '..', '..', 'contract');

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

/** @qis/contract as Node runs it (its dist), compiled first when stale. */
function loadContract() {
  const built = path.join(CONTRACT_DIR, 'dist', 'index.js');
  if (!existsSync(built) || statSync(built).mtimeMs < newest(path.join(CONTRACT_DIR, 'src'))) {
    execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json'], {
      cwd: CONTRACT_DIR,
      stdio: 'inherit',
    });
  }
  return require(built);
}

/** Evaluates a TypeScript module of plain data (its imports are types only) and returns its exports. */
function requireTypeScriptData(file) {
  const { transformSync } = require('@swc/core');
  const { code } = transformSync(readFileSync(file, 'utf8'), {
    filename: file,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  const compiled = new Module(file);
  compiled.filename = file;
  compiled.paths = Module._nodeModulePaths(path.dirname(file));
  compiled._compile(code, file);
  return compiled.exports;
}

/**
 * A remote's route table as its build publishes it: the one table exported by `src/routeTable.ts`
 * with the labels of `src/menuLabels/<locale>.json`, checked by @qis/contract (throws with every problem).
 */
function publishedRouteTableOf(appDir) {
  const contract = loadContract();
  const exported = Object.values(requireTypeScriptData(path.join(appDir, 'src', 'routeTable.ts')));
  const table = exported.find((value) => value && typeof value === 'object' && Array.isArray(value.routes));
  if (!table) throw new Error(`${appDir}/src/routeTable.ts exports no route table`);
  const labels = {};
  for (const locale of contract.LOCALES) {
    const file = path.join(appDir, 'src', 'menuLabels', `${locale}.json`);
    labels[locale] = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
  }
  return contract.publishRouteTable(table, labels);
}

module.exports = { loadContract, publishedRouteTableOf, requireTypeScriptData };
