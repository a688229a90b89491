import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { LoginResponse } from '@qis/contract/api';
import { buildApp, type AppDeps } from '../../src/app';
import { loadConfig, MEMORY_DATA_DIR, type Config, type Env } from '../../src/config';
import type { Database } from '../../src/db/client';
import { MembersRepository } from '../../src/members/repository';
import { createMember, type NewMemberInput } from '../../src/members/service';
import type { MemberRow } from '../../src/members/user';

/** A configuration for tests: silent, no built apps, plus the given variables. */
export function testConfig(env: Env = {}): Config {
  return loadConfig({
    DATA_DIR: MEMORY_DATA_DIR,
    LOG_LEVEL: 'silent',
    APPS_DIR: path.join(tmpdir(), `qis-no-apps-${randomBytes(4).toString('hex')}`),
    ...env,
  });
}

/** What a test may give the app: the dependencies it injects, and environment variables. */
export type TestAppDeps = Omit<AppDeps, 'config' | 'database'> & { env?: Env };

/** Starts the app on `database`; test files use useTestApp(), which also closes it. */
export async function startTestApp(
  database: Database,
  options: TestAppDeps = {},
  beforeReady?: (app: FastifyInstance) => void | Promise<void>,
): Promise<FastifyInstance> {
  const { env, ...deps } = options;
  const app = await buildApp({ config: testConfig(env), database, ...deps });
  await beforeReady?.(app);
  await app.ready();
  return app;
}

/** Any value works for the double submit, as long as the cookie and the header agree. */
export const CSRF_TOKEN = 'test-csrf-token';

export interface CallOptions {
  body?: unknown;
  token?: string;
  /** false: no CSRF cookie nor header. */
  csrf?: boolean;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';

/** One request the way the portal makes it: JSON body, CSRF double submit, bearer token. */
export function call(
  app: FastifyInstance,
  method: Method,
  url: string,
  { body, token, csrf = true, headers = {}, remoteAddress }: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const request: InjectOptions = {
    method,
    url,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(csrf ? { 'x-xsrf-token': CSRF_TOKEN } : {}),
      ...headers,
    },
    ...(csrf ? { cookies: { 'XSRF-TOKEN': CSRF_TOKEN } } : {}),
    ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
    ...(remoteAddress ? { remoteAddress } : {}),
  };
  return app.inject(request);
}

let memberCount = 0;

export const TEST_PASSWORD = 'correct horse battery';

/** A new member with a unique email and the TEST_PASSWORD. */
export async function createTestMember(
  database: Database,
  overrides: Partial<NewMemberInput> = {},
): Promise<MemberRow> {
  memberCount += 1;
  return createMember(new MembersRepository(database.db), {
    email: `member${memberCount}.${randomBytes(3).toString('hex')}@example.com`,
    password: TEST_PASSWORD,
    firstName: 'Alex',
    lastName: 'Durand',
    ...overrides,
  });
}

/** The profile the API answers for a member createTestMember made: their names and numbers, nothing else set. */
export const newMemberProfile = (member: MemberRow) => ({
  firstName: member.firstName,
  lastName: member.lastName,
  email: member.email,
  memberNumber: member.memberNumber,
  birthMonth: null,
  birthYear: null,
  desiredWeight: null,
  gender: null,
});

export async function signIn(
  app: FastifyInstance,
  email: string,
  password = TEST_PASSWORD,
  remoteAddress?: string,
): Promise<LoginResponse> {
  const response = await call(app, 'POST', '/api/auth/login', {
    body: { email, pass: password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return response.json<LoginResponse>();
}

/** A member and a valid access token for it. */
export async function signedInMember(app: FastifyInstance, database: Database) {
  const member = await createTestMember(database);
  const session = await signIn(app, member.email);
  return { member, ...session };
}

/** The API's error shape, checked on every 4xx of the tests. */
export function expectApiError(response: LightMyRequestResponse, status: number, code?: string) {
  const body = response.json<{ error: unknown; message: unknown }>();
  const problems: string[] = [];
  if (response.statusCode !== status) problems.push(`status ${response.statusCode}, expected ${status}`);
  if (!String(response.headers['content-type']).startsWith('application/json')) problems.push('not JSON');
  if (typeof body.error !== 'string' || typeof body.message !== 'string' || body.message === '') {
    problems.push('not { error, message }');
  }
  if (code !== undefined && body.error !== code)
    problems.push(`error "${String(body.error)}", expected "${code}"`);
  if (problems.length > 0) throw new Error(`${problems.join('; ')}: ${response.body}`);
  return body as { error: string; message: string; details?: unknown };
}
