// The Node side of @qis/contract for the build tools (rspack.base.js, remote:check): the package's
// compiled dist, built here first when it is missing or older than its sources, and a remote's
// published route table read from its TypeScript source with swc.
const { execFileSync } = require('node:child_process');
const { existsSync, readdirSync, readFileSync, statSync } = require('node:fs');
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

/**
 * Requires a TypeScript module and the TypeScript modules it imports (compiled by swc), then forgets
 * them, so a watching build reads the files anew. Its other imports resolve as Node resolves them
 * (@qis/contract to its dist, JSON files as JSON).
 */
function requireTypeScript(file) {
  const { transformSync } = require('@swc/core');
  const previous = require.extensions['.ts'];
  const loaded = [];
  require.extensions['.ts'] = (module, filename) => {
    loaded.push(filename);
    const { code } = transformSync(readFileSync(filename, 'utf8'), {
      filename,
      jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
      module: { type: 'commonjs' },
    });
    module._compile(code, filename);
  };
  try {
    loadContract();
    return require(file);
  } finally {
    if (previous) require.extensions['.ts'] = previous;
    else delete require.extensions['.ts'];
    for (const name of loaded) delete require.cache[name];
    for (const name of Object.keys(require.cache))
      if (name.endsWith('.json') && name.startsWith(path.dirname(file))) delete require.cache[name];
  }
}

/**
 * A remote's route table as its build publishes it: `PUBLISHED_ROUTE_TABLE` of its
 * `src/publishedRouteTable.ts` (its table and labels, checked by @qis/contract when it is made).
 */
function publishedRouteTableOf(appDir) {
  return requireTypeScript(path.join(appDir, 'src', 'publishedRouteTable.ts')).PUBLISHED_ROUTE_TABLE;
}

module.exports = { loadContract, publishedRouteTableOf };
