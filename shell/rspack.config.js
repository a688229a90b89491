const { createConfig } = require('../rspack.base.js');
const { PrerenderLoginPlugin } = require('./scripts/prerenderLoginPlugin');

const base = createConfig({ appDir: __dirname, appName: 'shell', title: 'QIS' });

// Production builds also write the login screen prerendered in each locale (dist/prerendered/).
module.exports = (env = {}, argv = {}) => {
  const config = base(env, argv);
  if (config.mode !== 'production') return config;
  return { ...config, plugins: [...config.plugins, new PrerenderLoginPlugin({ appDir: __dirname })] };
};
