// Runs one rspack compilation to its end: the build plugins compile a second, Node or worker, bundle
// (the prerendered login's renderer, the service worker) after the browser build is written.
const { rspack } = require('@rspack/core');

/** Resolves when the compilation is written; rejects with its errors. */
function compileOnce(config) {
  return new Promise((resolve, reject) => {
    rspack(config).run((error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve();
    });
  });
}

module.exports = { compileOnce };
