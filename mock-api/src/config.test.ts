import { availableParallelism } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { ConfigError, defaultRemoteRegistry, loadConfig, REPO_ROOT, type Env } from './config';

const problemsOf = (env: Env): string[] => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('loadConfig', () => {
  it('has a default for everything', () => {
    expect(loadConfig({})).toEqual({
      port: 8080,
      host: '127.0.0.1',
      database: { kind: 'pglite', dataDir: path.join(REPO_ROOT, '.data', 'pglite') },
      jwtSecret: null,
      accessTokenTtlSeconds: 900,
      refreshTokenTtlDays: 30,
      mail: null,
      publicUrl: 'http://localhost:8080',
      appsDir: REPO_ROOT,
      remoteRegistry: defaultRemoteRegistry(),
      remoteCheckSeconds: 60,
      remoteTablesFile: path.join(REPO_ROOT, '.data', 'route-tables.json'),
      cspLoopbackRemotes: true,
      logLevel: 'warn',
      trustProxy: false,
      apiWorkers: 1,
      assistant: null,
      mediaDir: null,
      mediaBaseUrl: null,
      metrics: false,
      shutdownDelayMs: 5_000,
      shutdownTimeoutMs: 25_000,
    });
  });

  it('puts the repository root two folders above this file', () => {
    expect(path.join(REPO_ROOT, 'mock-api', 'src', 'config.ts')).toBe(path.join(__dirname, 'config.ts'));
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://qis:secret@db.internal:5432/qis',
      JWT_SECRET: 'x'.repeat(40),
      ACCESS_TOKEN_TTL_SECONDS: '300',
      REFRESH_TOKEN_TTL_DAYS: '7',
      SMTP_URL: 'smtps://mailer:pw@smtp.example:465',
      CONTACT_TO: 'support@qis.example',
      PUBLIC_URL: 'https://portal.qis.example/',
      APPS_DIR: '/srv/portal',
      CSP_LOOPBACK_REMOTES: 'false',
      LOG_LEVEL: 'INFO',
      TRUST_PROXY: '1',
      API_WORKERS: '3',
      MEDIA_DIR: '/srv/footage',
      MEDIA_BASE_URL: 'https://media.qis.example/fitness/',
      METRICS: 'true',
      SHUTDOWN_DELAY_MS: '2000',
      SHUTDOWN_TIMEOUT_MS: '5000',
      REMOTE_CHECK_SECONDS: '30',
      REMOTE_TABLES_FILE: '/srv/state/route-tables.json',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      database: { kind: 'postgres', url: 'postgres://qis:secret@db.internal:5432/qis' },
      jwtSecret: 'x'.repeat(40),
      accessTokenTtlSeconds: 300,
      refreshTokenTtlDays: 7,
      mail: {
        smtpUrl: 'smtps://mailer:pw@smtp.example:465',
        to: 'support@qis.example',
        from: 'support@qis.example',
      },
      publicUrl: 'https://portal.qis.example',
      appsDir: '/srv/portal',
      cspLoopbackRemotes: false,
      logLevel: 'info',
      trustProxy: 1,
      apiWorkers: 3,
      mediaDir: '/srv/footage',
      mediaBaseUrl: 'https://media.qis.example/fitness',
      metrics: true,
      shutdownDelayMs: 2000,
      shutdownTimeoutMs: 5000,
      remoteCheckSeconds: 30,
      remoteTablesFile: '/srv/state/route-tables.json',
    });
  });

  it('serves with one worker process per core on PostgreSQL, and one on the embedded database', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://db/qis' }).apiWorkers).toBe(availableParallelism());
    expect(loadConfig({}).apiWorkers).toBe(1);
    expect(problemsOf({ API_WORKERS: '2' })).toEqual([
      'API_WORKERS above 1 needs DATABASE_URL: the embedded database admits one process',
    ]);
    expect(problemsOf({ DATABASE_URL: 'postgres://db/qis', API_WORKERS: '0' })).toEqual([
      'API_WORKERS must be a whole number from 1 to 64 (got "0")',
    ]);
  });

  it('bounds the stop: a delay while load balancers leave, then a timeout for what is in flight', () => {
    expect(loadConfig({ SHUTDOWN_DELAY_MS: '0' }).shutdownDelayMs).toBe(0);
    expect(problemsOf({ SHUTDOWN_DELAY_MS: '5s', SHUTDOWN_TIMEOUT_MS: '-1' })).toEqual([
      'SHUTDOWN_DELAY_MS must be a whole number from 0 to 600000 (got "5s")',
      'SHUTDOWN_TIMEOUT_MS must be a whole number from 0 to 600000 (got "-1")',
    ]);
  });

  it('keeps the in-memory database marker, and resolves a relative data folder', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).database).toEqual({ kind: 'pglite', dataDir: 'memory://' });
    expect(loadConfig({ DATA_DIR: 'tmp/db' }).database).toEqual({
      kind: 'pglite',
      dataDir: path.resolve('tmp/db'),
    });
  });

  it('keeps the last good route tables in memory only beside an in-memory database, unless given a file', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).remoteTablesFile).toBeNull();
    expect(
      loadConfig({ DATA_DIR: 'memory://', REMOTE_TABLES_FILE: 'tmp/tables.json' }).remoteTablesFile,
    ).toBe(path.resolve('tmp/tables.json'));
  });

  it.each([
    ['true', true],
    ['false', false],
    ['2', 2],
    ['10.0.0.0/8, 127.0.0.1', '10.0.0.0/8, 127.0.0.1'],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('merges REMOTE_REGISTRY over the defaults, and REMOTE_<NAME>_URL over both', () => {
    const { remoteRegistry } = loadConfig({
      REMOTE_REGISTRY:
        '{"mfe-account":"https://a.example/mf-manifest.json","mfe-fitness":"/f/mf-manifest.json"}',
      REMOTE_MFE_ACCOUNT_URL: 'http://127.0.0.1:3004/mf-manifest.json',
      REMOTE_MFE_NUTRITION_URL: 'https://n.example/v2/mf-manifest.json',
    });
    expect(remoteRegistry).toEqual({
      'mfe-coaching': '/remotes/mfe-coaching/mf-manifest.json',
      'mfe-nutrition': 'https://n.example/v2/mf-manifest.json',
      'mfe-fitness': '/f/mf-manifest.json',
      'mfe-account': 'http://127.0.0.1:3004/mf-manifest.json',
    });
  });

  it('lists every invalid value at once, naming the variable', () => {
    expect(
      problemsOf({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://localhost/qis',
        JWT_SECRET: 'short',
        ACCESS_TOKEN_TTL_SECONDS: '0',
        REFRESH_TOKEN_TTL_DAYS: '-1',
        SMTP_URL: 'http://mail',
        LOG_LEVEL: 'loud',
        CSP_LOOPBACK_REMOTES: 'maybe',
      }),
    ).toEqual([
      'PORT must be a whole number from 0 to 65535 (got "eighty")',
      'DATABASE_URL must start with postgres:// or postgresql://',
      'JWT_SECRET must be at least 32 characters long (or unset, to keep a generated one)',
      'ACCESS_TOKEN_TTL_SECONDS must be a whole number from 10 to 86400 (got "0")',
      'REFRESH_TOKEN_TTL_DAYS must be a whole number from 1 to 365 (got "-1")',
      'SMTP_URL must start with smtp:// or smtps://',
      'CONTACT_TO is required when SMTP_URL is set: it is where contact messages go',
      'CSP_LOOPBACK_REMOTES must be true or false (got "maybe")',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    ]);
  });

  it.each([
    ['not JSON', '{mfe-account:', 'REMOTE_REGISTRY must be a JSON object'],
    ['an array', '["x"]', 'REMOTE_REGISTRY must be a JSON object of remote name'],
    ['an unknown remote', '{"mfe-chat":"/x.json"}', 'REMOTE_REGISTRY names an unknown remote "mfe-chat"'],
    [
      'a script URL',
      '{"mfe-account":"javascript:alert(1)"}',
      'REMOTE_REGISTRY["mfe-account"] must be an http(s) URL',
    ],
    [
      'a protocol-relative URL',
      '{"mfe-account":"//evil.example/m.json"}',
      'must be an http(s) URL or a path',
    ],
  ])('refuses a REMOTE_REGISTRY that is %s', (_case, value, message) => {
    expect(problemsOf({ REMOTE_REGISTRY: value }).join('\n')).toContain(message);
  });

  it('refuses a REMOTE_<NAME>_URL that is not a URL', () => {
    expect(problemsOf({ REMOTE_MFE_FITNESS_URL: 'fitness' })).toEqual([
      'REMOTE_MFE_FITNESS_URL must be an http(s) URL or a path starting with /',
    ]);
  });

  it('reads the OpenAI-compatible assistant, which needs a model with its URL', () => {
    expect(
      loadConfig({
        ASSISTANT_BASE_URL: 'http://127.0.0.1:11434',
        ASSISTANT_MODEL: 'llama3.1',
        ASSISTANT_TIMEOUT_MS: '5000',
      }).assistant,
    ).toEqual({ baseUrl: 'http://127.0.0.1:11434', model: 'llama3.1', apiKey: null, timeoutMs: 5000 });
    expect(
      loadConfig({
        ASSISTANT_BASE_URL: 'https://llm.example/v1',
        ASSISTANT_MODEL: 'm',
        ASSISTANT_API_KEY: 'k',
      }).assistant,
    ).toEqual({ baseUrl: 'https://llm.example/v1', model: 'm', apiKey: 'k', timeoutMs: 15_000 });
    expect(problemsOf({ ASSISTANT_BASE_URL: 'ftp://llm', ASSISTANT_TIMEOUT_MS: 'soon' })).toEqual([
      'ASSISTANT_TIMEOUT_MS must be a whole number from 100 to 600000 (got "soon")',
      'ASSISTANT_BASE_URL must be an http(s) URL',
      'ASSISTANT_MODEL is required when ASSISTANT_BASE_URL is set: the model to ask',
    ]);
    expect(problemsOf({ ASSISTANT_MODEL: 'm' })).toEqual([
      'ASSISTANT_MODEL is set but ASSISTANT_BASE_URL is not: set both',
    ]);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '  ', SMTP_URL: '' })).toMatchObject({
      port: 8080,
      database: { kind: 'pglite' },
      mail: null,
    });
  });
});
