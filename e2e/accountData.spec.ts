import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  mailBody,
  mailHeader,
  startSmtpServer,
  type TestSmtpServer,
} from '../mock-api/test/support/smtpServer';
import { DEMO, freePort, waitUntilServing } from './support';

// Issue 27 in the browser, against a portal of this spec's own: the journeys change the demo member's
// password and then delete the member, which the shared e2e server's other specs sign in as. This
// portal mails through a real SMTP server the test starts, and builds its links from PUBLIC_URL.
const ROOT = path.join(__dirname, '..');
const NEW_PASSWORD = 'lantern orchard violin';
const RESET_NOTICE = /Si .+ est l’adresse d’un compte adhérent, un email avec un lien est en route\./;
/** Set E2E_SCREENSHOTS to a folder to keep each new screen on a desktop and a 390 px phone. */
const SHOTS = process.env.E2E_SCREENSHOTS;

let portal: ChildProcess | undefined;
let smtp: TestSmtpServer;
let PORTAL = '';
const scratch = mkdtempSync(path.join(tmpdir(), 'qis-account-data-'));

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  smtp = await startSmtpServer();
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const port = await freePort();
  PORTAL = `http://127.0.0.1:${port}`;
  mkdirSync(path.join(scratch, 'no-reference-data'));
  portal = spawn(process.execPath, [path.join(ROOT, 'mock-api', 'dist', 'main.js')], {
    cwd: ROOT,
    env: {
      ...env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: 'memory://',
      // These screens need no food catalogue, whose import takes a minute.
      REFERENCE_DATA_DIR: path.join(scratch, 'no-reference-data'),
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      CONTACT_TO: 'support@qis.test',
      CONTACT_FROM: 'portal@qis.test',
      PUBLIC_URL: PORTAL,
    },
    stdio: 'ignore',
  });
  await waitUntilServing(`${PORTAL}/remotes.json`, portal, 90_000);
});

test.afterAll(async () => {
  portal?.kill('SIGTERM');
  await smtp?.close();
  rmSync(scratch, { recursive: true, force: true });
});

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(' ')}`)).toEqual(
    [],
  );
}

/** Keeps the screen as a member sees it on a desktop and on a phone (only with E2E_SCREENSHOTS). */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  for (const [label, viewport] of [
    ['desktop', { width: 1280, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${label}.png`), fullPage: true });
  }
  await page.setViewportSize(size);
}

async function signIn(page: Page, password: string) {
  await page.goto(`${PORTAL}/fr/login`);
  await page.locator('input[name="email"]').fill(DEMO.email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
}

test('a forgotten password, from the French login page to signing in with the new one', async ({ page }) => {
  await page.goto(`${PORTAL}/fr/login`);
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page).toHaveURL(`${PORTAL}/fr/forgot-password`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe oublié ?' })).toBeVisible();
  await expectNoAxeViolations(page);

  // An unknown address gets the very same answer, and no mail.
  const email = page.getByLabel('Adresse email');
  await email.fill('nobody-here@example.com');
  await page.getByRole('button', { name: 'M’envoyer un lien' }).click();
  await expect(page.getByRole('status')).toHaveText(RESET_NOTICE);
  const unknownAnswer = (await page.getByRole('status').textContent())?.replace(
    'nobody-here@example.com',
    '…',
  );

  await email.fill(DEMO.email);
  await page.getByRole('button', { name: 'M’envoyer un lien' }).click();
  await expect(page.getByRole('status')).toContainText(DEMO.email);
  expect((await page.getByRole('status').textContent())?.replace(DEMO.email, '…')).toBe(unknownAnswer);
  await expectNoAxeViolations(page);
  await shoot(page, 'forgot-password');

  const [mail] = await smtp.waitFor(1);
  expect(smtp.received).toHaveLength(1);
  expect(mail!.to).toEqual([DEMO.email]);
  expect(mailHeader(mail!, 'subject')).toBe('Réinitialisez votre mot de passe QIS');
  const link = /(http:\/\/\S+\/fr\/reset-password\?token=[\w-]+)/.exec(mailBody(mail!))?.[1];
  expect(link?.startsWith(`${PORTAL}/fr/reset-password?token=`)).toBe(true);

  await page.goto(link!);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Choisir un nouveau mot de passe' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  const field = page.getByLabel('Nouveau mot de passe');
  await field.fill('motdepasse');
  await page.getByRole('button', { name: 'Enregistrer mon nouveau mot de passe' }).click();
  // The server's reason, in French, under the field; the link still works.
  await expect(page.getByText(/Ce mot de passe est trop (courant|facile à deviner)/)).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await shoot(page, 'reset-password-refused');

  await field.fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Enregistrer mon nouveau mot de passe' }).click();
  const signInLink = page.getByRole('link', { name: 'Se connecter' });
  await expect(signInLink).toBeFocused();
  await expect(page.getByRole('status')).toContainText('Votre nouveau mot de passe est enregistré');
  await expectNoAxeViolations(page);
  await shoot(page, 'reset-password-done');

  // The link works once.
  await page.goto(link!);
  await page.getByLabel('Nouveau mot de passe').fill('another quiet harbour');
  await page.getByRole('button', { name: 'Enregistrer mon nouveau mot de passe' }).click();
  await expect(page.getByRole('alert')).toHaveText(/Ce lien n’est plus valable/);
  await expect(page.getByRole('link', { name: 'Demander un nouveau lien' })).toBeVisible();

  await signIn(page, DEMO.password);
  await expect(page.getByText('Identifiants invalides')).toBeVisible();
  await signIn(page, NEW_PASSWORD);
  await expect(page).toHaveURL(`${PORTAL}/fr/home`);
  // Seconds after the first, time enough for a mail the unknown address should never have had.
  expect(smtp.received.map((sent) => sent.to)).not.toContainEqual(['nobody-here@example.com']);
  expect(
    smtp.received.filter((sent) => mailHeader(sent, 'subject') === 'Réinitialisez votre mot de passe QIS'),
  ).toHaveLength(1);
});

test('the profile’s data section downloads everything kept about the member', async ({ page }) => {
  await signIn(page, NEW_PASSWORD);
  await expect(page).toHaveURL(`${PORTAL}/fr/home`);
  await page.goto(`${PORTAL}/fr/profile`);
  await expect(page.getByRole('heading', { level: 2, name: 'Vos données' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Changer de mot de passe' })).toBeVisible();
  await expectNoAxeViolations(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger mes données' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^qis-export-[\w-]+-\d{4}-\d{2}-\d{2}\.json$/);
  const saved = path.join(scratch, download.suggestedFilename());
  await download.saveAs(saved);
  const data = JSON.parse(readFileSync(saved, 'utf8')) as {
    format: string;
    profile: { email: string; memberNumber: string };
    weights: unknown[];
    signIns: unknown[];
  };
  expect(data.format).toBe('qis-export');
  expect(data.profile.email).toBe(DEMO.email);
  expect(download.suggestedFilename()).toContain(data.profile.memberNumber);
  expect(Array.isArray(data.weights)).toBe(true);
  expect(data.signIns.length).toBeGreaterThan(0);
  expect(JSON.stringify(data)).not.toMatch(/argon2|passwordHash|refreshToken/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Vos données ont été enregistrées' }),
  ).toContainText(download.suggestedFilename());
  await expectNoAxeViolations(page);
  await shoot(page, 'profile-data');
});

test('deleting the account: the dialog, the login page that says so, the old password refused', async ({
  page,
}) => {
  await signIn(page, NEW_PASSWORD);
  await expect(page).toHaveURL(`${PORTAL}/fr/home`);
  await page.goto(`${PORTAL}/fr/profile`);
  const opener = page.getByRole('button', { name: 'Supprimer mon compte' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer votre compte ?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Votre mot de passe')).toBeFocused();
  await expectNoAxeViolations(page);
  await shoot(page, 'delete-dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await dialog.getByLabel('Votre mot de passe').fill('not my password');
  await dialog.getByRole('button', { name: 'Supprimer définitivement mon compte' }).click();
  await expect(dialog.getByText('Ce n’est pas votre mot de passe actuel.')).toBeVisible();
  await dialog.getByLabel('Votre mot de passe').fill(NEW_PASSWORD);
  await dialog.getByRole('button', { name: 'Supprimer définitivement mon compte' }).click();

  await expect(page).toHaveURL(`${PORTAL}/fr/login`);
  await expect(page.getByRole('status')).toHaveText(
    'Votre compte a été supprimé, avec tout ce que le portail conservait à votre sujet.',
  );
  await expectNoAxeViolations(page);
  await shoot(page, 'login-after-deletion');

  await page.locator('input[name="email"]').fill(DEMO.email);
  await page.locator('input[name="password"]').fill(NEW_PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByText('Identifiants invalides')).toBeVisible();
});
