// The nutrition remote: meal plan, QIS calculator, QIS table, what is QIS, food database, low-QIS and cholesterol-free lists, bonus points, tip and recipe of the day.
const { createConfig } = require('../rspack.base.js');

module.exports = createConfig({
  appDir: __dirname,
  appName: 'mfe-nutrition',
  exposes: { './routes': './src/routes.tsx' },
  title: 'QIS Nutrition',
});
