import { describe, expect, it } from '@jest/globals';
import { useTestApp } from '../../test/support/useTestApp';
import { expectApiError, signIn } from '../../test/support/testApp';
import { runCreateMemberCli } from './createMemberCli';
import { MEMBER_NUMBER_PATTERN } from './memberNumber';

const testApp = useTestApp();

/** Runs the command against the test database, capturing what it prints. */
async function run(args: string[], env: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCreateMemberCli(
    args,
    { DATA_DIR: 'memory://', ...env },
    { out: (line) => out.push(line), err: (line) => err.push(line) },
    () => testApp.openAnother(),
  );
  return { code, out, err: err.join('\n') };
}

const valid = (email: string) => [
  '--email',
  email,
  '--password',
  'a long password',
  '--first-name',
  'Jeanne',
  '--last-name',
  'Dupont',
];

describe('member:create', () => {
  it('creates a member who can sign in, and prints only the membership number', async () => {
    const { code, out, err } = await run(valid('jeanne.dupont@example.com'));
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(MEMBER_NUMBER_PATTERN);
    const session = await signIn(testApp.app, 'jeanne.dupont@example.com', 'a long password');
    expect(session.user).toMatchObject({ firstName: 'Jeanne', lastName: 'Dupont', memberNumber: out[0] });
  });

  it('can create a member whose membership has expired, for trying the "expired" sign-in', async () => {
    const { code } = await run([...valid('expired@example.com'), '--membership-expires', '2020-01-31']);
    expect(code).toBe(0);
    const response = await testApp.call('POST', '/api/auth/login', {
      body: { email: 'expired@example.com', pass: 'a long password' },
    });
    expectApiError(response, 400, 'expired');
  });

  it('names each missing option and exits with 1', async () => {
    const { code, err } = await run(['--email', 'x@example.com']);
    expect(code).toBe(1);
    expect(err).toContain('--password is required');
    expect(err).toContain('--first-name is required');
    expect(err).toContain('--last-name is required');
    expect(err).toContain('Usage:');
  });

  const withOption = (name: string, value?: string) => {
    const args = valid('someone@example.com');
    const at = args.indexOf(name);
    if (at >= 0) args.splice(at, 2);
    return value === undefined ? [...args, name] : [...args, name, value];
  };

  it.each([
    [
      'an invalid email',
      withOption('--email', 'not-an-email'),
      '"not-an-email" is not a valid email address',
    ],
    [
      'a short password',
      withOption('--password', 'short'),
      'the password must be at least 8 characters long',
    ],
    [
      'a bad expiry date',
      withOption('--membership-expires', '31/01/2020'),
      '--membership-expires must be a date',
    ],
    ['an unknown option', withOption('--admin', 'yes'), "Unknown option '--admin'"],
    [
      'an option without its value',
      withOption('--last-name'),
      "Option '--last-name <value>' argument missing",
    ],
  ])('refuses %s with a clear message and exit code 1', async (_case, args, message) => {
    const { code, err, out } = await run(args);
    expect(code).toBe(1);
    expect(err).toContain(message);
    expect(out).toEqual([]);
  });

  it('refuses an email that a member already has', async () => {
    expect((await run(valid('twice@example.com'))).code).toBe(0);
    const second = await run(valid('Twice@Example.com'));
    expect(second.code).toBe(1);
    expect(second.err).toContain('A member with the email twice@example.com already exists');
  });

  it('reports an invalid configuration and exits with 1', async () => {
    const { code, err } = await run(valid('config@example.com'), { DATABASE_URL: 'mysql://localhost/qis' });
    expect(code).toBe(1);
    expect(err).toContain('DATABASE_URL must start with postgres://');
  });

  it('prints its usage for --help', async () => {
    const { code, out } = await run(['--help']);
    expect(code).toBe(0);
    expect(out.join('\n')).toContain('--email E --password P --first-name F --last-name L');
  });
});
