// The one rspack config factory every app of the portal uses: the shell host and the four remotes.
// Keeping swc, CSS, HTML and Module Federation defaults here means a feature team cannot drift from
// the share list the shell relies on (a second React or Redux in the page is a defect).
const { readFile, writeFile } = require('node:fs/promises');
const path = require('node:path');
const { promisify } = require('node:util');
const zlib = require('node:zlib');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { loadContract, publishedRouteTableOf } = require('./scripts/lib/contract.cjs');

/** Dev-server ports, one per app; `npm run dev` starts them all beside the API. */
const DEV_PORTS = {
  shell: 3000,
  'mfe-coaching': 3001,
  'mfe-nutrition': 3002,
  'mfe-fitness': 3003,
  'mfe-account': 3004,
};

/**
 * Packages every container shares as singletons; the `/` entries share their deep imports too.
 * react-router is not listed: apps take its API from @qis/shared (shared/src/router.ts), so it is
 * a singleton through @qis/shared and tree-shaken to what the portal uses.
 */
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-redux',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/',
  'i18next',
  'react-i18next',
  '@qis/shared',
  '@qis/shared/',
];

/** The installed version of each singleton, as the shell's runtime-only host offers it to the remotes. */
function sharedVersions(appDir) {
  const versions = {};
  for (const key of SINGLETONS) {
    const packageName = key.endsWith('/') ? key.slice(0, -1) : key;
    const manifest = require.resolve(`${packageName}/package.json`, { paths: [appDir] });
    versions[packageName] = require(manifest).version;
  }
  return versions;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** What a server sends as text; media and images are compressed already. Source maps are left out. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|webmanifest)$/;
/** Below about one packet, compressing saves no round trip. */
const MIN_COMPRESS_BYTES = 1024;

/**
 * Writes `file.br` (brotli at its strongest, 11) and `file.gz` (gzip 9) beside every emitted text file,
 * so the server sends them as they are (Content-Length known, no CPU per request) instead of
 * compressing each response at a fast, weaker level.
 */
class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const outputPath = compilation.outputOptions.path;
      const files = compilation.getAssets().map((asset) => asset.name);
      await Promise.all(
        files
          .filter((name) => COMPRESSIBLE.test(name))
          .map(async (name) => {
            const file = path.join(outputPath, name);
            const data = await readFile(file);
            if (data.length < MIN_COMPRESS_BYTES) return;
            const [br, gz] = await Promise.all([
              brotli(data, {
                params: {
                  [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
                },
              }),
              gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
            ]);
            await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
          }),
      );
    });
  }
}

/** Adds JSON files to the build's output, computed when the build runs. */
class EmitJsonPlugin {
  /** @param {() => Record<string, unknown>} files  file name → content */
  constructor(files) {
    this.files = files;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmitJsonPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitJsonPlugin', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const [name, content] of Object.entries(this.files())) {
            compilation.emitAsset(
              name,
              new compiler.rspack.sources.RawSource(JSON.stringify(content, null, 2)),
            );
          }
        },
      );
    });
  }
}

/**
 * What a remote's build publishes beside mf-manifest.json (formats in @qis/contract and docs/architecture.md):
 * route-table.json, its route table with the menu and tile labels in every locale, from which the
 * shell builds its menu, home tiles and sections at run time; remote-contract.json, what it needs of
 * the shell (exposed modules, singletons with their ranges, the contract version), which the server,
 * the shell and `npm run remote:check` compare with what the shell offers before anyone loads it.
 */
function publishedFiles({ appDir, appName, exposes }) {
  const contract = loadContract();
  const table = publishedRouteTableOf(appDir);
  if (table.remote !== appName) throw new Error(`${appName}'s route table names the remote ${table.remote}`);
  const installed = sharedVersions(appDir);
  const shared = Object.fromEntries(
    Object.entries(sharedConfig(appDir))
      .filter(([key]) => !key.endsWith('/'))
      .map(([name, { requiredVersion }]) => [name, { requiredVersion, version: installed[name] }]),
  );
  return {
    [contract.ROUTE_TABLE_FILE]: table,
    [contract.REMOTE_CONTRACT_FILE]: {
      remote: appName,
      contractVersion: contract.CONTRACT_VERSION,
      exposes: Object.keys(exposes ?? {}),
      shared,
      // The screen map (routes.tsx) is type-checked to hold every screen the table names.
      screens: [...new Set(table.routes.map((row) => row.screen))],
    },
  };
}

/** shell-offer.json: what the shell offers remotes, for the server's checks and remote:check. */
function shellOffer(appDir) {
  return { contractVersion: loadContract().CONTRACT_VERSION, shared: sharedVersions(appDir) };
}

/** react-router's dist/production/index.mjs, beside the dist/development one its exports resolve to. */
function reactRouterProductionBuild(appDir) {
  const development = require.resolve('react-router', { paths: [appDir] });
  const production = development.replace(
    /([\\/])development([\\/])index\.[cm]?js$/,
    '$1production$2index.mjs',
  );
  if (production === development)
    throw new Error(`react-router resolved to an unexpected file: ${development}`);
  return production;
}

/** TypeScript and JSX through swc, the same for the browser builds and the shell's build-time prerender. */
function scriptRule({ development }) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development, refresh: false } },
        target: 'es2022',
      },
    },
    type: 'javascript/auto',
  };
}

/** Module Federation names must be identifiers; folder names use dashes. */
const federationName = (appName) => appName.replace(/-/g, '_');

/**
 * Each singleton's share: a caret range of the version this app is built with, so a shell one patch
 * or minor ahead serves an older remote without a warning (the exact pin made every patch bump warn),
 * and a new major is refused, as by the server and remote:check, which apply the same runtime rule.
 */
function sharedConfig(appDir) {
  const pkg = require(path.join(appDir, 'package.json'));
  const deps = { ...pkg.dependencies };
  const installed = sharedVersions(appDir);
  const shared = {};
  for (const key of SINGLETONS) {
    const packageName = key.endsWith('/') ? key.slice(0, -1) : key;
    if (!deps[packageName]) {
      throw new Error(`${pkg.name} must depend on ${packageName}: it is shared as a singleton by every app`);
    }
    shared[key] = { singleton: true, requiredVersion: `^${installed[packageName]}`, strictVersion: false };
  }
  return shared;
}

/**
 * @param {object} options
 * @param {string} options.appDir      absolute folder of the app (its package.json holds the shared versions)
 * @param {string} options.appName     'shell' or 'mfe-…'
 * @param {Record<string,string>} [options.exposes]  modules a remote exposes to the shell
 * @param {string} [options.entry]     entry module, relative to appDir
 * @param {string} [options.title]     HTML title of the app's page (the shell's page, or a remote's standalone frame)
 */
function createConfig({ appDir, appName, exposes, entry = './src/index.ts', title = 'QIS' }) {
  return (_env = {}, argv = {}) => {
    const mode = argv.mode || process.env.NODE_ENV || 'production';
    const isProduction = mode === 'production';
    const isHost = appName === 'shell';
    const apiTarget = process.env.API_URL || `http://127.0.0.1:${process.env.API_PORT || 8080}`;

    return {
      mode,
      context: appDir,
      entry: { main: entry },
      devtool: isProduction ? 'source-map' : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: path.join(appDir, 'dist'),
        // 'auto' lets the same build be served from any origin or path: the registry decides where.
        publicPath: 'auto',
        uniqueName: federationName(appName),
        filename: isProduction ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: isProduction ? '[name].[contenthash:8].js' : '[name].js',
        cssFilename: isProduction ? '[name].[contenthash:8].css' : '[name].css',
        cssChunkFilename: isProduction ? '[name].[contenthash:8].css' : '[name].css',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.jsx', '.json'],
        // react-router 7's package exports name only its development build (dev warnings on, more code),
        // whatever the mode: a production build takes the production build shipped beside it.
        // @qis/contract's TypeScript sources (its dist is for Node: the server and the build tools).
        alias: {
          '@qis/contract$': path.join(__dirname, 'contract', 'src', 'index.ts'),
          ...(isProduction ? { 'react-router$': reactRouterProductionBuild(appDir) } : {}),
        },
      },
      module: {
        // CSS modules are imported as `import styles from './x.module.css'` across the apps.
        parser: { 'css/auto': { namedExports: false } },
        rules: [
          scriptRule({ development: !isProduction }),
          { test: /\.css$/, type: 'css/auto' },
          { test: /\.(png|jpe?g|gif|svg|webp|ico)$/, type: 'asset' },
        ],
      },
      plugins: [
        new rspack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(mode),
        }),
        new rspack.HtmlRspackPlugin({
          template: path.join(__dirname, 'shared', 'index.html'),
          title,
          // Deep links (/fr/profile) must still find /main.js: the page's own scripts load from the root,
          // while chunks keep publicPath 'auto' so a remote build runs from any URL.
          publicPath: '/',
          // The shell's page is the portal; a remote's page is its standalone frame for QA.
          templateParameters: { title, lang: 'en', portal: isHost ? 'yes' : '' },
        }),
        // The portal's icons and app manifest (shell/public), served from the root.
        ...(isHost
          ? [new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(appDir, 'public') }] })]
          : []),
        ...(isProduction ? [new PrecompressPlugin()] : []),
        // The shell is a runtime-only host (shell/src/remotes/federationHost.ts): without the plugin its
        // first paint carries no federation runtime. Every remote is built with the plugin.
        new EmitJsonPlugin(() =>
          isHost ? { 'shell-offer.json': shellOffer(appDir) } : publishedFiles({ appDir, appName, exposes }),
        ),
        isHost
          ? new rspack.DefinePlugin({ __SHARED_VERSIONS__: JSON.stringify(sharedVersions(appDir)) })
          : new ModuleFederationPlugin({
              name: federationName(appName),
              filename: 'remoteEntry.js',
              exposes,
              // Remotes are registered at runtime from the remote registry: nothing is baked in here.
              remotes: {},
              shared: sharedConfig(appDir),
              shareStrategy: 'loaded-first',
              manifest: true,
              dts: false,
              runtimePlugins: [
                path.join(__dirname, 'shared', 'src', 'federation', 'isolateFailuresPlugin.ts'),
              ],
            }),
      ],
      optimization: {
        minimize: isProduction,
      },
      // rspack 2 compiles dynamic imports on first request in dev; with live reload that reloads the
      // page each time a lazy page is first opened. Every page is small: compile them all up front.
      lazyCompilation: false,
      performance: { hints: false },
      devServer: {
        host: '127.0.0.1',
        port: Number(process.env.DEV_PORT) || DEV_PORTS[appName],
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        // The fitness media are served by the API server (from the fitness build's generated folder or MEDIA_DIR).
        proxy: [
          {
            context: ['/api', '/remotes.json', '/route-tables.json', '/remotes/mfe-fitness/media'],
            target: apiTarget,
            changeOrigin: false,
          },
        ],
      },
    };
  };
}

module.exports = {
  createConfig,
  scriptRule,
  DEV_PORTS,
  SINGLETONS,
  federationName,
  shellOffer,
  sharedConfig,
};
