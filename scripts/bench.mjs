// `npm run bench`: prints figures, asserts nothing. Builds what is missing, starts the built portal on a
// throw-away database, then measures bundle sizes in Chromium and API throughput with autocannon.
import { ensureDependencies } from './lib/install.mjs';

await ensureDependencies();
const { buildMissing } = await import('./build.mjs');
await buildMissing();
await (await import('../bench/mealPlan.mjs')).measureMealPlan();
await (await import('../bench/search.mjs')).measureSearch();
await import('./ensure-chromium.mjs');
const { startPortal } = await import('../bench/lib/server.mjs');
const { measureBundles } = await import('../bench/bundles.mjs');
const { measureApi } = await import('../bench/api.mjs');

const portal = await startPortal();
try {
  await measureBundles(portal.baseUrl);
  await measureApi(portal.baseUrl, portal.database);
} finally {
  await portal.stop();
}
