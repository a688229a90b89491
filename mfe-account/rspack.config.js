// The account remote: profile (weight chart, account form, weight form) and contact.
const { createConfig } = require('../rspack.base.js');

const base = createConfig({
  appDir: __dirname,
  appName: 'mfe-account',
  exposes: { './routes': './src/routes.tsx' },
  title: 'QIS — account',
});

// CSS modules are imported as one default object (see shared/global.d.ts, and identity-obj-proxy in
// jest), while rspack 2 defaults to named exports only. Until the factory sets this for every app,
// the account remote sets it here.
module.exports = (env, argv) => {
  const config = base(env, argv);
  config.module.parser = {
    ...config.module.parser,
    'css/auto': { ...config.module.parser?.['css/auto'], namedExports: false },
  };
  return config;
};
