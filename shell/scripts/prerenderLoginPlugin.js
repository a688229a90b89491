// Prerenders the login screen at build time, so /login paints its form before any JavaScript runs.
// After the browser build is written, this compiles shell/src/prerender/renderLogin.tsx for Node
// (the same components, CSS left out), renders the login route in each locale and writes
// dist/prerendered/login.<locale>.html (and login.html for the address without a locale): the page
// template with the markup in #root, the CSS the login needs inlined (no stylesheet request before
// the paint), the list of the portal's files to prefetch once idle, and a notice for browsers without
// JavaScript.
const { mkdtemp, readFile, rm, mkdir, writeFile } = require('node:fs/promises');
const os = require('node:os');
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { compileOnce } = require('./compileOnce');
const { scriptRule } = require('../../rspack.base.js');

/** The chunk groups the login needs: the bootstrap and the login shown first (shell/src/bootstrap.tsx). */
const LOGIN_GROUPS = ['bootstrap', 'login'];
/**
 * What every other page (index.html) needs first: the bootstrap, the portal (store, API layer, router,
 * routes) and the signed-in layout they all show (shell/src/bootstrap.tsx, routes/screens.ts). The
 * page's own screen is started by the bootstrap, which knows the address.
 */
const APP_GROUPS = ['bootstrap', 'portal', 'layout'];
/** What a sign-in on the login page goes on to: the portal and the home screen, where it lands. */
const AFTER_SIGN_IN_GROUPS = [...APP_GROUPS, 'home'];

function serverConfig(appDir, outDir) {
  return {
    mode: 'production',
    target: 'node',
    context: appDir,
    devtool: false,
    entry: { renderLogin: './src/prerender/renderLogin.tsx' },
    output: { path: outDir, filename: '[name].js', library: { type: 'commonjs2' } },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.jsx', '.json'] },
    module: {
      rules: [
        scriptRule({ development: false }),
        // The markup needs no styles: the browser build's CSS files are inlined into the page instead.
        { test: /\.css$/, type: 'asset/source' },
        { test: /\.(png|jpe?g|gif|svg|webp|ico)$/, type: 'asset/inline' },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify('production'),
        __SHARED_VERSIONS__: JSON.stringify({}),
      }),
      // One file: the lazy screens are bundled in, so prerendering waits for them in-process.
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
  };
}

/** The JS and CSS files of these chunk groups in the browser build, but the entry's own (already in index.html). */
function groupFiles(compilation, groups) {
  const entryFiles = new Set(compilation.entrypoints.get('main').getFiles());
  const files = new Set();
  for (const name of groups) {
    const group = compilation.namedChunkGroups.get(name);
    if (!group) throw new Error(`the browser build has no "${name}" chunk group to prerender the login with`);
    for (const file of group.getFiles()) if (!entryFiles.has(file)) files.add(file);
  }
  const all = [...files];
  return { scripts: all.filter((f) => f.endsWith('.js')), styles: all.filter((f) => f.endsWith('.css')) };
}

/** Preloads in index.html, so its scripts and styles download beside main.js instead of after it has run. */
const withPreloads = (html, { scripts, styles }) =>
  html.replace(
    '</head>',
    `${scripts.map((f) => `<link rel="preload" as="script" href="/${f}">`).join('')}` +
      `${styles.map((f) => `<link rel="preload" as="style" href="/${f}">`).join('')}</head>`,
  );

class PrerenderLoginPlugin {
  constructor({ appDir }) {
    this.appDir = appDir;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrerenderLoginPlugin', async (compilation) => {
      const dist = compilation.outputOptions.path;
      const { scripts, styles } = groupFiles(compilation, LOGIN_GROUPS);
      const css = (await Promise.all(styles.map((file) => readFile(path.join(dist, file), 'utf8')))).join(
        '\n',
      );
      const template = await readFile(path.join(dist, 'index.html'), 'utf8');
      const app = groupFiles(compilation, APP_GROUPS);
      const afterSignIn = groupFiles(compilation, AFTER_SIGN_IN_GROUPS);
      // What the portal needs beyond the login's own files: prefetched by the login page, run after sign-in.
      const loginFiles = new Set([...scripts, ...styles]);
      const prefetch = [...afterSignIn.scripts, ...afterSignIn.styles].filter(
        (file) => !loginFiles.has(file),
      );

      const outDir = await mkdtemp(path.join(os.tmpdir(), 'qis-prerender-'));
      try {
        await compileOnce(serverConfig(this.appDir, outDir));
        // The locales come with the renderer (the contract's list, compiled into it).
        const { renderLoginPage, LOCALES, DEFAULT_LOCALE } = require(path.join(outDir, 'renderLogin.js'));
        const target = path.join(dist, 'prerendered');
        await mkdir(target, { recursive: true });
        const pages = [
          ...LOCALES.map((locale) => ({ locale, route: `/${locale}/login`, file: `login.${locale}.html` })),
          { locale: DEFAULT_LOCALE, route: '/login', file: 'login.html' },
        ];
        // One after the other: they share the page's one i18next instance, switched per locale.
        for (const { locale, route, file } of pages) {
          const html = await renderLoginPage(template, { locale, path: route, css, prefetch });
          await writeFile(path.join(target, file), html);
        }
        // index.html is below the precompression threshold (rspack.base.js): no .br/.gz beside it to renew.
        await writeFile(path.join(dist, 'index.html'), withPreloads(template, app));
      } finally {
        await rm(outDir, { recursive: true, force: true });
      }
    });
  }
}

module.exports = { PrerenderLoginPlugin };
