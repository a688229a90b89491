import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type DatabaseTarget, type Env } from '../config';
import { openDatabase, type Database } from '../db/client';
import { DataDirInUseError } from '../db/dataDirLock';
import { migrateDatabase } from '../db/migrate';
import { adminSocketPath, createThroughAdminChannel } from './adminChannel';
import { MembersRepository } from './repository';
import { createMember, EmailTakenError, newMemberProblems, type NewMemberInput } from './service';

const USAGE = `Usage: npm run member:create -w mock-api -- --email E --password P --first-name F --last-name L
         [--membership-expires YYYY-MM-DD]

Creates a member on the configured database (DATABASE_URL, or the embedded database in DATA_DIR)
and prints the new membership number. While the portal runs on the embedded database, which admits
one process at a time, the running server creates the member through its local-only channel.`;

export interface CliOutput {
  out: (line: string) => void;
  err: (line: string) => void;
}

const consoleOutput: CliOutput = {
  out: (line) => console.info(line),
  err: (line) => console.error(line),
};

/** Runs the command; answers the exit code (0 created, 1 anything wrong). */
export async function runCreateMemberCli(
  argv: string[],
  env: Env,
  output: CliOutput = consoleOutput,
  open: (target: DatabaseTarget) => Promise<Database> = openDatabase,
): Promise<number> {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        'membership-expires': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    output.err(`Error: ${(error as Error).message}`);
    output.err(USAGE);
    return 1;
  }
  if (values.help) {
    output.out(USAGE);
    return 0;
  }

  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : undefined);
  const problems = ['email', 'password', 'first-name', 'last-name']
    .filter((name) => text(name) === undefined)
    .map((name) => `--${name} is required`);

  let membershipExpiresAt: Date | null = null;
  const expires = text('membership-expires');
  if (expires !== undefined) {
    membershipExpiresAt = /^\d{4}-\d{2}-\d{2}$/.test(expires) ? new Date(`${expires}T00:00:00.000Z`) : null;
    if (!membershipExpiresAt || Number.isNaN(membershipExpiresAt.getTime())) {
      problems.push(`--membership-expires must be a date like 2030-12-31 (got "${expires}")`);
    }
  }
  const input = {
    email: text('email') ?? '',
    password: text('password') ?? '',
    firstName: text('first-name') ?? '',
    lastName: text('last-name') ?? '',
    membershipExpiresAt,
  };
  if (problems.length === 0) problems.push(...newMemberProblems(input));
  if (problems.length > 0) {
    for (const problem of problems) output.err(`Error: ${problem}`);
    output.err(USAGE);
    return 1;
  }

  let config;
  try {
    config = loadConfig(env);
  } catch (error) {
    output.err(error instanceof ConfigError ? error.message : String(error));
    return 1;
  }

  let database;
  try {
    database = await open(config.database);
  } catch (error) {
    if (error instanceof DataDirInUseError && config.database.kind === 'pglite') {
      return createThroughRunningServer(adminSocketPath(config.database.dataDir), input, error, output);
    }
    output.err(`Error: could not open the database: ${(error as Error).message}`);
    return 1;
  }
  try {
    await migrateDatabase(database);
    const member = await createMember(new MembersRepository(database.db), input);
    output.out(member.memberNumber);
    return 0;
  } catch (error) {
    output.err(`Error: ${error instanceof EmailTakenError ? error.message : (error as Error).message}`);
    return 1;
  } finally {
    await database.close();
  }
}

/** The embedded database is held by a running server: ask that server, through its socket, to create the member. */
async function createThroughRunningServer(
  socketPath: string,
  input: NewMemberInput,
  inUse: DataDirInUseError,
  output: CliOutput,
): Promise<number> {
  try {
    const answer = await createThroughAdminChannel(socketPath, input);
    if ('problem' in answer) {
      output.err(`Error: ${answer.problem}`);
      return 1;
    }
    output.out(answer.memberNumber);
    return 0;
  } catch (error) {
    output.err(
      `Error: ${inUse.message}\nThat process offers no member channel at ${socketPath} ` +
        `(${(error as Error).message}): stop it and run the command again, or use DATABASE_URL.`,
    );
    return 1;
  }
}

if (require.main === module) {
  void runCreateMemberCli(process.argv.slice(2), process.env).then((code) => {
    process.exitCode = code;
  });
}
