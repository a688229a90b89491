// `node -r ./registerTypeScript.cjs src/main.ts`: runs the server's TypeScript sources in a real
// process, compiled as jest compiles them (swc to CommonJS), for tests that signal a real server.
const { readFileSync } = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
const { transformSync } = require('@swc/core');

// The contract's sources too, as jest maps them: its dist is only there once something built it.
const CONTRACT_SOURCES = {
  '@qis/contract': path.resolve(__dirname, '../../../contract/src/index.ts'),
  '@qis/contract/api': path.resolve(__dirname, '../../../contract/src/api/index.ts'),
};
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return resolveFilename.call(this, CONTRACT_SOURCES[request] ?? request, ...rest);
};

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    filename,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  });
  module._compile(code, filename);
};
