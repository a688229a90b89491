// `npm run dev`: the API (rebuilt and restarted on change) and the five apps in watch mode, each on its own
// dev server. The shell at http://127.0.0.1:3000 finds the remotes' dev servers through the registry override.
import { ensureDependencies } from './lib/install.mjs';
import { APPS, run } from './lib/workspace.mjs';

await ensureDependencies();
const { DEV_PORTS } = (await import('../rspack.base.js')).default;

const registry = Object.fromEntries(
  APPS.filter((app) => app !== 'shell').map((app) => [
    app,
    `http://127.0.0.1:${DEV_PORTS[app]}/mf-manifest.json`,
  ]),
);
const env = { ...process.env, REMOTE_REGISTRY: JSON.stringify(registry) };

await run(
  'npx',
  [
    'concurrently',
    '--kill-others-on-fail',
    '--names',
    ['api-build', 'api', ...APPS].join(','),
    'npx tsc -p mock-api/tsconfig.build.json --watch --preserveWatchOutput',
    'node --watch-path=mock-api/dist mock-api/dist/main.js',
    ...APPS.map((app) => `npm run dev -w ${app}`),
  ],
  { env },
);
