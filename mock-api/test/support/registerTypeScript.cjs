// `node -r ./registerTypeScript.cjs src/main.ts`: runs the server's TypeScript sources in a real
// process, compiled as jest compiles them (swc to CommonJS), for tests that signal a real server.
const { readFileSync } = require('node:fs');
const { transformSync } = require('@swc/core');

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    filename,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  });
  module._compile(code, filename);
};
