// The account remote: profile (weight chart, account form, weight form) and contact.
const { createConfig } = require('../rspack.base.js');

module.exports = createConfig({
  appDir: __dirname,
  appName: 'mfe-account',
  exposes: { './routes': './src/routes.tsx' },
  title: 'QIS — account',
});
