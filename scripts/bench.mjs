// `npm run bench`: prints figures, asserts nothing. Builds what is missing, starts the built portal on a
// throw-away database, then measures bundle sizes in Chromium and API throughput with autocannon.
import { ensureDependencies } from './lib/install.mjs';

await ensureDependencies();
const { buildMissing } = await import('./build.mjs');
await buildMissing();
await (await import('../bench/mealPlan.mjs')).measureMealPlan();
await (await import('../bench/search.mjs')).measureSearch();
await (await import('../bench/safety.mjs')).measureSafety();
await (await import('../bench/assistant.mjs')).measureAssistant();
await (await import('../bench/magicMenus.mjs')).measureMagicMenus();
await (await import('../bench/media.mjs')).measureMedia();
await import('./ensure-chromium.mjs');
const { startPortal } = await import('../bench/lib/server.mjs');
const { measureBundles } = await import('../bench/bundles.mjs');
const { measureLighthouse } = await import('../bench/lighthouse.mjs');
const { measureApi } = await import('../bench/api.mjs');
const { measureMixed } = await import('../bench/mixed.mjs');
const { measureDiary } = await import('../bench/diary.mjs');

const portal = await startPortal();
try {
  await measureBundles(portal.baseUrl);
  await measureLighthouse(portal.baseUrl);
  await measureApi(portal.baseUrl, portal.database);
  await (await import('../bench/search.mjs')).measureSearchHttp(portal.baseUrl, portal.database);
  await measureMixed(portal.baseUrl, portal.database, portal.pid);
  await measureDiary(portal.baseUrl, portal.database);
} finally {
  await portal.stop();
}

// The same API on PostgreSQL (one worker process per core): DATABASE_URL, else a throw-away server
// started from the machine's binaries, as CI starts one.
const { postgresUnavailable, startPostgres } = await import('../bench/lib/postgres.mjs');
const { freePort } = await import('../bench/lib/server.mjs');
const unavailable = process.env.DATABASE_URL ? null : postgresUnavailable();
if (unavailable) {
  console.info(`\nAPI on PostgreSQL: not measured (${unavailable})`);
} else {
  const server = process.env.DATABASE_URL ? null : startPostgres(await freePort());
  const onPostgres = await startPortal({ databaseUrl: process.env.DATABASE_URL ?? server.url });
  try {
    await measureApi(onPostgres.baseUrl, `${onPostgres.database}, one worker per core`);
    await measureMixed(onPostgres.baseUrl, `${onPostgres.database}, one worker per core`, onPostgres.pid);
    await measureDiary(onPostgres.baseUrl, onPostgres.database);
  } finally {
    await onPostgres.stop();
    server?.stop();
  }
}
