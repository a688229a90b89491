const { createConfig } = require('../rspack.base.js');
const { PrerenderLoginPlugin } = require('./scripts/prerenderLoginPlugin');
const { ServiceWorkerPlugin } = require('./scripts/serviceWorkerPlugin');

const base = createConfig({ appDir: __dirname, appName: 'shell', title: 'QIS' });

// Production builds also write the login screen prerendered in each locale (dist/prerendered/), then the
// service worker, whose precache lists the finished files (so it comes after the prerender).
module.exports = (env = {}, argv = {}) => {
  const config = base(env, argv);
  if (config.mode !== 'production') return config;
  return {
    ...config,
    plugins: [
      ...config.plugins,
      new PrerenderLoginPlugin({ appDir: __dirname }),
      new ServiceWorkerPlugin({ appDir: __dirname }),
    ],
  };
};
