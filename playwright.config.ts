import { defineConfig } from '@playwright/test';
import chromium from './scripts/lib/chromium.json';

// End-to-end tests run Debian's Chromium against the built portal, served exactly as `npm start` serves it
// (the API server with the five builds), on its own port and a fresh embedded database.
const PORT = Number(process.env.E2E_PORT ?? 8181);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Each worker writes as a member of its own (e2e/member.ts) and a spec with a server of its own keeps
  // its tests together, so `--workers=2` runs tests of any spec side by side. It does not pay on two
  // cores: the stage is bound by them (Chromium, the server, the runner). Measured on a quiet 2-core
  // machine, every test took about twice as long with two workers (the banana chat 16.6 s -> 28.8 s)
  // and one failed; on the shared machine (load 11-20), 27 min with 6 failures against 28 for one.
  fullyParallel: true,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    // The portal's service worker precaches the shell and, at a remote's first manifest, every chunk of
    // that build: in each test's new context, as at a member's first visit. Only the specs about the
    // diary without network need it (they allow it); elsewhere it cost 15 % of the suite's time and
    // tested nothing. Pages are then served as on a first visit, from the network.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? chromium.executablePath,
      args: chromium.args,
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${BASE_URL}/remotes.json`,
    env: { PORT: String(PORT) },
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
