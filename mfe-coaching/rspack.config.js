// The coaching remote: AI chat and magic menus (AI-made recipes).
const { createConfig } = require('../rspack.base.js');

module.exports = createConfig({
  appDir: __dirname,
  appName: 'mfe-coaching',
  exposes: { './routes': './src/routes.tsx' },
  title: 'QIS Coaching',
});
