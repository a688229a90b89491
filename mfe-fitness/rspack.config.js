// The fitness remote: the online fitness studio with exercise and workout videos.
const { createConfig } = require('../rspack.base.js');

module.exports = createConfig({
  appDir: __dirname,
  appName: 'mfe-fitness',
  exposes: { './routes': './src/routes.tsx' },
  title: 'QIS Fitness',
});
