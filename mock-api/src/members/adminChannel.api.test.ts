import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { useTestApp } from '../../test/support/useTestApp';
import { signIn } from '../../test/support/testApp';
import { DataDirInUseError } from '../db/dataDirLock';
import { adminSocketPath, startAdminChannel } from './adminChannel';
import { runCreateMemberCli } from './createMemberCli';
import { MEMBER_NUMBER_PATTERN } from './memberNumber';
import { MembersRepository } from './repository';

const testApp = useTestApp();
let folder: string;
let dataDir: string;
let closeChannel: () => Promise<void>;

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'qis-admin-'));
  dataDir = path.join(folder, 'pglite');
  closeChannel = await startAdminChannel(
    adminSocketPath(dataDir),
    new MembersRepository(testApp.database.db),
  );
});

afterAll(async () => {
  await closeChannel?.();
  rmSync(folder, { recursive: true, force: true });
});

/** The command as an operator runs it while the portal holds the embedded database folder. */
async function runWhileServerHoldsTheFolder(args: string[], dir = dataDir) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCreateMemberCli(
    args,
    { DATA_DIR: dir },
    { out: (line) => out.push(line), err: (line) => err.push(line) },
    () => Promise.reject(new DataDirInUseError(dir, 4242)),
  );
  return { code, out, err: err.join('\n') };
}

const member = (email: string) => [
  '--email',
  email,
  '--password',
  'a long password',
  '--first-name',
  'Inès',
  '--last-name',
  'Martin',
];

describe('member:create while the portal runs on the embedded database', () => {
  it('creates the member through the running server, who can sign in at once', async () => {
    const { code, out, err } = await runWhileServerHoldsTheFolder(member('ines.martin@example.com'));
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(out[0]).toMatch(MEMBER_NUMBER_PATTERN);
    const session = await signIn(testApp.app, 'ines.martin@example.com', 'a long password');
    expect(session.user).toMatchObject({ firstName: 'Inès', lastName: 'Martin', memberNumber: out[0] });
  });

  it('passes the membership end date through', async () => {
    const { code } = await runWhileServerHoldsTheFolder([
      ...member('ended@example.com'),
      '--membership-expires',
      '2020-01-31',
    ]);
    expect(code).toBe(0);
    const row = await new MembersRepository(testApp.database.db).findByEmail('ended@example.com');
    expect(row?.membershipExpiresAt?.toISOString()).toBe('2020-01-31T00:00:00.000Z');
  });

  it('says so when the email is taken, and creates nothing', async () => {
    await runWhileServerHoldsTheFolder(member('twice@example.com'));
    const { code, out, err } = await runWhileServerHoldsTheFolder(member('twice@example.com'));
    expect(code).toBe(1);
    expect(out).toEqual([]);
    expect(err).toContain('already exists');
  });

  it('is open to the server’s own user only', () => {
    expect(statSync(adminSocketPath(dataDir)).mode & 0o777).toBe(0o600);
  });

  it('explains what to do when the process holding the folder offers no channel', async () => {
    const { code, err } = await runWhileServerHoldsTheFolder(
      member('nobody@example.com'),
      path.join(folder, 'other'),
    );
    expect(code).toBe(1);
    expect(err).toContain('is in use by process 4242');
    expect(err).toContain('offers no member channel');
    expect(err).toContain('DATABASE_URL');
  });

  it('keeps socket paths short enough for the system', () => {
    const deep = path.join('/', 'x'.repeat(120), 'pglite');
    expect(Buffer.byteLength(adminSocketPath(deep))).toBeLessThanOrEqual(100);
    expect(adminSocketPath(deep)).toBe(adminSocketPath(deep));
  });
});
