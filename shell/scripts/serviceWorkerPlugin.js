// Builds the portal's service worker (shell/src/serviceWorker/worker/sw.ts) after the browser build is
// written, and injects the shell's precache manifest into it with workbox-build's injectManifest.
// workbox-webpack-plugin's InjectManifest does not run on rspack: it applies webpack's own EntryPlugin
// to the child compiler (web-infra-dev/rspack#6437, #7427). So the worker is bundled by an rspack run
// of its own, as the login's prerender is, and the manifest is read from the finished dist folder:
// index.html as the prerender left it, each file with its revision.
const { mkdtemp, rm } = require('node:fs/promises');
const os = require('node:os');
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { compileOnce } = require('./compileOnce');
const { injectManifest } = require('workbox-build');
const { scriptRule } = require('../../rspack.base.js');

const SW_FILE = 'sw.js';

function workerConfig(appDir, outDir) {
  return {
    mode: 'production',
    target: 'webworker',
    context: appDir,
    devtool: false,
    entry: { sw: './src/serviceWorker/worker/sw.ts' },
    output: { path: outDir, filename: '[name].js' },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: [scriptRule({ development: false })] },
    plugins: [
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: true },
    performance: { hints: false },
  };
}

class ServiceWorkerPlugin {
  constructor({ appDir }) {
    this.appDir = appDir;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('ServiceWorkerPlugin', async (compilation) => {
      const dist = compilation.outputOptions.path;
      const outDir = await mkdtemp(path.join(os.tmpdir(), 'qis-sw-'));
      try {
        await compileOnce(workerConfig(this.appDir, outDir));
        const { warnings } = await injectManifest({
          swSrc: path.join(outDir, SW_FILE),
          swDest: path.join(dist, SW_FILE),
          globDirectory: dist,
          // What the portal's page runs and shows; not the precompressed copies, the source maps, the
          // prerendered login (served by the server, by cookie) nor the server's own JSON files.
          globPatterns: ['*.{js,css,html,svg,png,webp,ico,webmanifest}', 'assets/**/*'],
          globIgnores: [SW_FILE, '**/*.map', '**/*.br', '**/*.gz', 'prerendered/**'],
          // Content-hashed names are their own revision.
          dontCacheBustURLsMatching: /\.[0-9a-f]{8}\./,
          maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
        });
        for (const warning of warnings) console.warn(`service worker: ${warning}`);
      } finally {
        await rm(outDir, { recursive: true, force: true });
      }
    });
  }
}

module.exports = { ServiceWorkerPlugin };
