import { availableParallelism } from 'node:os';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@qis/contract';
import type { RemoteRegistry } from '@qis/contract/api';

/**
 * Every environment variable the server reads, validated once at start. A wrong value stops the
 * server with a message naming the variable, instead of failing later on the first request.
 *
 * PORT                      TCP port to listen on. Default 8080.
 * HOST                      Interface to listen on. Default 127.0.0.1 (loopback only); 0.0.0.0 for all.
 * DATABASE_URL              postgres://user:pass@host:port/db of a PostgreSQL server (15 or newer).
 *                           Unset: the embedded PGlite database in DATA_DIR.
 * DATA_DIR                  Folder of the embedded PGlite database. Default <repo>/.data/pglite.
 *                           `memory://` keeps it in memory (tests). Ignored when DATABASE_URL is set.
 * JWT_SECRET                HMAC secret of the access tokens (at least 32 characters). Unset: one is
 *                           generated at first start and kept in the database, so every API instance
 *                           on that database shares it.
 * ACCESS_TOKEN_TTL_SECONDS  Lifetime of an access token. Default 900 (15 minutes).
 * REFRESH_TOKEN_TTL_DAYS    Lifetime of a refresh token. Default 30.
 * SMTP_URL                  smtp://user:pass@host:port or smtps://…: contact messages are also mailed.
 *                           Unset: they are only stored in the database.
 * CONTACT_TO                Address contact messages are mailed to. Required when SMTP_URL is set.
 * CONTACT_FROM              Sender address of those mails and of password reset mails. Default CONTACT_TO.
 *                           Without SMTP_URL a password reset link is written to the log (warn) instead.
 * PUBLIC_URL                The portal's address as members reach it (http(s), no path), which password
 *                           reset mails link to. Default http://localhost:<PORT>.
 * APPS_DIR                  Folder holding shell/dist and mfe-*\/dist. Default the repository root.
 * REMOTE_REGISTRY           JSON object of remote name → mf-manifest.json URL, merged over the default
 *                           (/remotes/<name>/mf-manifest.json), e.g. {"mfe-account":"https://…/mf-manifest.json"}.
 * REMOTE_MFE_COACHING_URL   One remote's manifest URL; wins over REMOTE_REGISTRY. Likewise
 * REMOTE_MFE_NUTRITION_URL  for each remote.
 * REMOTE_MFE_FITNESS_URL
 * REMOTE_MFE_ACCOUNT_URL
 * REMOTE_CHECK_SECONDS      How often each registry entry's build is checked again against the shell (it is
 *                           checked at start too); 0 checks only at start. Default 60.
 * REMOTE_TABLES_FILE        JSON file keeping each remote's last good route table across restarts, so the menu
 *                           stays whole when a remote is down at start. Default <repo>/.data/route-tables.json;
 *                           with DATA_DIR=memory:// (tests) they are kept in memory only.
 * CSP_LOOPBACK_REMOTES      true (default) lets the page load remotes from http://localhost:* and
 *                           http://127.0.0.1:*, which the shell's per-session QA override points at.
 *                           Set false in production.
 * API_WORKERS               Processes serving requests, on one port. Default: one per core with
 *                           DATABASE_URL, 1 on the embedded database (which admits one process).
 * METRICS                   true serves Prometheus metrics at GET /metrics (default false).
 * SHUTDOWN_DELAY_MS         On SIGTERM, how long the server keeps accepting and serving after readiness
 *                           turned 503, while load balancers take the instance out. Default 5000.
 * SHUTDOWN_TIMEOUT_MS       Then, the longest wait for in-flight requests and chat streams before they
 *                           are cut. Default 25000 (with the delay, within Kubernetes' default 30 s grace).
 * LOG_LEVEL                 fatal, error, warn (default), info, debug, trace or silent. Request logs are info.
 * TRUST_PROXY               Behind a reverse proxy: true, a hop count, or a comma-separated list of proxy
 *                           addresses/CIDRs. Decides the client address used by the login rate limit.
 *                           Default false.
 * REFERENCE_DATA_DIR        Folder of the published food tables the catalogue is imported from. Default
 * IMPORT_NEVO               <repo>/../shared/data. IMPORT_NEVO=false leaves NEVO out. Both are read by
 *                           loadFoodImportConfig (src/foods/config.ts), only when importing.
 * MEDIA_DIR                 Folder of the fitness studio's real footage (videos/, img/, captions/, and a
 *                           media.json or not), served instead of the media the build generates.
 * MEDIA_BASE_URL            http(s) URL the page loads the fitness media from (another origin or a CDN);
 *                           the API still reads their list from MEDIA_DIR or the generated folder.
 * ASSISTANT_BASE_URL        An OpenAI-compatible server (http(s) URL; its /v1/chat/completions is called,
 *                           e.g. http://127.0.0.1:11434 for Ollama). Unset: the embedded assistant only.
 * ASSISTANT_MODEL           The model name sent to that server. Required with ASSISTANT_BASE_URL.
 * ASSISTANT_API_KEY         Bearer token for that server, when it needs one.
 * ASSISTANT_TIMEOUT_MS      How long to wait for the server's first byte, and between two streamed pieces,
 *                           before answering with the embedded assistant. Default 15000.
 */
export interface Config {
  port: number;
  host: string;
  database: DatabaseTarget;
  jwtSecret: string | null;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  mail: MailConfig | null;
  /** PUBLIC_URL without a trailing slash: links in mails never come from a request's Host header. */
  publicUrl: string;
  appsDir: string;
  remoteRegistry: RemoteRegistry;
  /** Seconds between two checks of the registry's builds; 0: only at start. */
  remoteCheckSeconds: number;
  /** REMOTE_TABLES_FILE; null: the last good route tables are kept in memory only. */
  remoteTablesFile: string | null;
  cspLoopbackRemotes: boolean;
  logLevel: LogLevel;
  trustProxy: boolean | number | string;
  /** Worker processes sharing the port (node:cluster); 1 serves in the main process. */
  apiWorkers: number;
  /** METRICS: Prometheus metrics at GET /metrics. */
  metrics: boolean;
  /** SHUTDOWN_DELAY_MS: how long a stopping server still accepts, once readiness answers 503. */
  shutdownDelayMs: number;
  /** SHUTDOWN_TIMEOUT_MS: how long a stopping server then lets requests and chat streams finish. */
  shutdownTimeoutMs: number;
  /** MEDIA_DIR; null: the media the build generates (<appsDir>/mfe-fitness/media-dist). */
  mediaDir: string | null;
  /** MEDIA_BASE_URL without a trailing slash; null: this server. */
  mediaBaseUrl: string | null;
  /** The OpenAI-compatible assistant; null: the embedded one answers alone. */
  assistant: AssistantConfig | null;
}

export interface AssistantConfig {
  baseUrl: string;
  model: string;
  apiKey: string | null;
  timeoutMs: number;
}

export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

export interface MailConfig {
  smtpUrl: string;
  to: string;
  from: string;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export { REMOTE_NAMES };

export const MEMORY_DATA_DIR = 'memory://';

/** src/config.ts and dist/config.js both sit two folders below the repository root. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export type Env = Record<string, string | undefined>;

/** The registry when nothing overrides it: every remote served by this server under /remotes/. */
export function defaultRemoteRegistry(): RemoteRegistry {
  const registry = {} as RemoteRegistry;
  for (const name of REMOTE_NAMES) registry[name] = `/remotes/${name}/mf-manifest.json`;
  return registry;
}

/** `mfe-account` → `REMOTE_MFE_ACCOUNT_URL`. */
export const remoteUrlVariable = (name: RemoteName) => `REMOTE_${name.replace(/-/g, '_').toUpperCase()}_URL`;

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };

  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };

  const boolean = (name: string, fallback: boolean): boolean => {
    const raw = read(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (['true', '1', 'yes'].includes(raw)) return true;
    if (['false', '0', 'no'].includes(raw)) return false;
    problems.push(`${name} must be true or false (got "${raw}")`);
    return fallback;
  };

  const port = integer('PORT', 8080, 0, 65535);
  const host = read('HOST') ?? '127.0.0.1';

  const database = databaseTarget(read('DATABASE_URL'), read('DATA_DIR'), problems);

  const jwtSecret = read('JWT_SECRET') ?? null;
  if (jwtSecret !== null && jwtSecret.length < 32) {
    problems.push('JWT_SECRET must be at least 32 characters long (or unset, to keep a generated one)');
  }

  const accessTokenTtlSeconds = integer('ACCESS_TOKEN_TTL_SECONDS', 900, 10, 86_400);
  const refreshTokenTtlDays = integer('REFRESH_TOKEN_TTL_DAYS', 30, 1, 365);

  const mail = mailConfig(read('SMTP_URL'), read('CONTACT_TO'), read('CONTACT_FROM'), problems);
  const publicUrl = publicUrlFrom(read('PUBLIC_URL'), port, problems);

  const appsDir = path.resolve(read('APPS_DIR') ?? REPO_ROOT);
  const remoteRegistry = remoteRegistryFrom(read, problems);
  const remoteCheckSeconds = integer('REMOTE_CHECK_SECONDS', 60, 0, 86_400);
  const remoteTablesValue = read('REMOTE_TABLES_FILE');
  const remoteTablesFile =
    remoteTablesValue !== undefined
      ? path.resolve(remoteTablesValue)
      : database.kind === 'pglite' && database.dataDir === MEMORY_DATA_DIR
        ? null
        : path.join(REPO_ROOT, '.data', 'route-tables.json');
  const cspLoopbackRemotes = boolean('CSP_LOOPBACK_REMOTES', true);

  const logLevel = (read('LOG_LEVEL') ?? 'warn').toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`);
  }

  const trustProxy = trustProxyFrom(read('TRUST_PROXY'));

  const apiWorkers = integer('API_WORKERS', database.kind === 'postgres' ? availableParallelism() : 1, 1, 64);
  if (apiWorkers > 1 && database.kind === 'pglite') {
    problems.push('API_WORKERS above 1 needs DATABASE_URL: the embedded database admits one process');
  }

  const metrics = boolean('METRICS', false);
  const shutdownDelayMs = integer('SHUTDOWN_DELAY_MS', 5_000, 0, 600_000);
  const shutdownTimeoutMs = integer('SHUTDOWN_TIMEOUT_MS', 25_000, 0, 600_000);

  const mediaDirValue = read('MEDIA_DIR');
  const mediaDir = mediaDirValue === undefined ? null : path.resolve(mediaDirValue);
  const mediaBaseUrl = mediaBaseUrlFrom(read('MEDIA_BASE_URL'), problems);

  const assistantTimeoutMs = integer('ASSISTANT_TIMEOUT_MS', 15_000, 100, 600_000);
  const assistant = assistantConfig(read, assistantTimeoutMs, problems);

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port,
    host,
    database,
    jwtSecret,
    accessTokenTtlSeconds,
    refreshTokenTtlDays,
    mail,
    publicUrl,
    appsDir,
    remoteRegistry,
    remoteCheckSeconds,
    remoteTablesFile,
    cspLoopbackRemotes,
    logLevel: logLevel as LogLevel,
    trustProxy,
    apiWorkers,
    metrics,
    shutdownDelayMs,
    shutdownTimeoutMs,
    mediaDir,
    mediaBaseUrl,
    assistant,
  };
}

function assistantConfig(
  read: (name: string) => string | undefined,
  timeoutMs: number,
  problems: string[],
): AssistantConfig | null {
  const baseUrl = read('ASSISTANT_BASE_URL');
  const model = read('ASSISTANT_MODEL');
  if (baseUrl === undefined) {
    if (model !== undefined) problems.push('ASSISTANT_MODEL is set but ASSISTANT_BASE_URL is not: set both');
    return null;
  }
  if (!isHttpUrl(baseUrl)) problems.push('ASSISTANT_BASE_URL must be an http(s) URL');
  if (model === undefined) {
    problems.push('ASSISTANT_MODEL is required when ASSISTANT_BASE_URL is set: the model to ask');
    return null;
  }
  return { baseUrl, model, apiKey: read('ASSISTANT_API_KEY') ?? null, timeoutMs };
}

function isHttpUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:';
  } catch {
    return false;
  }
}

function databaseTarget(
  url: string | undefined,
  dataDir: string | undefined,
  problems: string[],
): DatabaseTarget {
  if (url !== undefined) {
    if (!/^postgres(ql)?:\/\//.test(url)) {
      problems.push('DATABASE_URL must start with postgres:// or postgresql://');
    }
    return { kind: 'postgres', url };
  }
  if (dataDir === MEMORY_DATA_DIR) return { kind: 'pglite', dataDir };
  return { kind: 'pglite', dataDir: path.resolve(dataDir ?? path.join(REPO_ROOT, '.data', 'pglite')) };
}

function mailConfig(
  smtpUrl: string | undefined,
  to: string | undefined,
  from: string | undefined,
  problems: string[],
): MailConfig | null {
  if (smtpUrl === undefined) return null;
  if (!/^smtps?:\/\//.test(smtpUrl)) problems.push('SMTP_URL must start with smtp:// or smtps://');
  if (to === undefined) {
    problems.push('CONTACT_TO is required when SMTP_URL is set: it is where contact messages go');
    return null;
  }
  return { smtpUrl, to, from: from ?? to };
}

function remoteRegistryFrom(read: (name: string) => string | undefined, problems: string[]): RemoteRegistry {
  const registry = defaultRemoteRegistry();
  const raw = read('REMOTE_REGISTRY');
  if (raw !== undefined) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      problems.push(
        'REMOTE_REGISTRY must be a JSON object, e.g. {"mfe-account":"https://…/mf-manifest.json"}',
      );
    }
    if (parsed !== undefined) {
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
        problems.push('REMOTE_REGISTRY must be a JSON object of remote name → manifest URL');
      } else {
        for (const [name, url] of Object.entries(parsed)) {
          if (!(REMOTE_NAMES as readonly string[]).includes(name)) {
            problems.push(
              `REMOTE_REGISTRY names an unknown remote "${name}" (known: ${REMOTE_NAMES.join(', ')})`,
            );
          } else if (typeof url !== 'string' || !isManifestUrl(url)) {
            problems.push(`REMOTE_REGISTRY["${name}"] must be an http(s) URL or a path starting with /`);
          } else {
            registry[name as RemoteName] = url;
          }
        }
      }
    }
  }
  for (const name of REMOTE_NAMES) {
    const variable = remoteUrlVariable(name);
    const url = read(variable);
    if (url === undefined) continue;
    if (isManifestUrl(url)) registry[name] = url;
    else problems.push(`${variable} must be an http(s) URL or a path starting with /`);
  }
  return registry;
}

function isManifestUrl(url: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//');
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:';
  } catch {
    return false;
  }
}

function publicUrlFrom(raw: string | undefined, port: number, problems: string[]): string {
  if (raw === undefined) return `http://localhost:${port}`;
  try {
    const url = new URL(raw);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.pathname === '/' && !url.search) {
      return url.origin;
    }
  } catch {
    // Reported below.
  }
  problems.push(
    `PUBLIC_URL must be an http(s) address without a path, e.g. https://portal.example (got "${raw}")`,
  );
  return `http://localhost:${port}`;
}

function mediaBaseUrlFrom(raw: string | undefined, problems: string[]): string | null {
  if (raw === undefined) return null;
  try {
    const url = new URL(raw);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && !url.search && !url.hash) {
      return url.href.replace(/\/+$/, '');
    }
  } catch {
    // Reported below.
  }
  problems.push(
    `MEDIA_BASE_URL must be an http(s) URL without query, e.g. https://media.example/fitness (got "${raw}")`,
  );
  return null;
}

function trustProxyFrom(raw: string | undefined): boolean | number | string {
  if (raw === undefined) return false;
  const lower = raw.toLowerCase();
  if (lower === 'true') return true;
  if (lower === 'false') return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw;
}
