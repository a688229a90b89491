const { createConfig } = require('../rspack.base.js');

module.exports = createConfig({ appDir: __dirname, appName: 'shell', title: 'QIS' });
