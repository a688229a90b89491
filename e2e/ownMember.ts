import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
import type { Locale } from '@qis/contract';

const ROOT = path.join(__dirname, '..');

export interface OwnMember {
  email: string;
  password: string;
}

/**
 * A new member for one test, created by the command `npm run member:create` runs, on the e2e portal's
 * database (scripts/e2e-server.mjs): the running portal creates it through its local channel. It has
 * no profile. A test that writes days, foods or meals as this member never shares them with another
 * test, which may run at the same time in another worker. (Each worker's own member, a copy of the
 * demo member, is made with it too: member.ts.)
 */
export async function createOwnMember(
  label: string,
  names: { firstName: string; lastName: string } = { firstName: 'Eve', lastName: 'Martin' },
): Promise<OwnMember> {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const member = { email: `${label}.${unique}@example.com`, password: `${label} quiet harbour lantern` };
  // The e2e portal's embedded database, as scripts/e2e-server.mjs starts it, whatever the shell points at.
  const { DATABASE_URL: _elsewhere, ...env } = process.env;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      path.join(ROOT, 'mock-api', 'dist', 'members', 'createMemberCli.js'),
      ...['--email', member.email, '--password', member.password],
      ...['--first-name', names.firstName, '--last-name', names.lastName],
    ],
    { cwd: ROOT, env: { ...env, DATA_DIR: path.join(ROOT, '.data', 'e2e') } },
  );
  // The command prints the new membership number.
  expect(stdout.trim(), `the membership number of ${member.email}`).toMatch(/^\S+$/);
  return member;
}

/** Signs the member in through the login screen and waits for the home page. */
export async function signInAs(page: Page, member: OwnMember, locale: Locale = 'fr') {
  await page.goto(`/${locale}/login`);
  await page.locator('input[name="email"]').fill(member.email);
  await page.locator('input[name="password"]').fill(member.password);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/home$`));
}
