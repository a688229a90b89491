import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '..');
// The e2e portal runs on the embedded database whatever the shell that started the tests points at.
const { DATABASE_URL: _postgres, ...env } = process.env;

// Operators add members while the portal serves: on the embedded database, which admits one process,
// the command goes through the running server's local channel.
test('npm run member:create while the portal runs, and the new member signs in at once', async ({ page }) => {
  const email = `new.member.${Date.now()}@example.com`;
  const { stdout } = await run(
    process.execPath,
    [
      path.join(ROOT, 'mock-api', 'dist', 'members', 'createMemberCli.js'),
      '--email',
      email,
      '--password',
      'a fresh password',
      '--first-name',
      'Noémie',
      '--last-name',
      'Laurent',
    ],
    // The data folder of the portal the end-to-end tests started (scripts/e2e-server.mjs).
    { cwd: ROOT, env: { ...env, DATA_DIR: path.join(ROOT, '.data', 'e2e') } },
  );
  const memberNumber = stdout.trim();
  expect(memberNumber).toMatch(/^\S+$/);

  await page.goto('/fr/login');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill('a fresh password');
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/fr\/home$/);
  await page.goto('/fr/profile');
  await expect(page.getByLabel("Numéro d'adhérent")).toHaveValue(memberNumber);
});
