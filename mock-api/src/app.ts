import { readFileSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import jwt from '@fastify/jwt';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyServerFactory, type RouteOptions } from 'fastify';
import { AccountRepository } from './account/repository';
import { accountRoutes } from './account/routes';
import { AccountService } from './account/service';
import { resolveJwtSecret } from './auth/jwtSecret';
import { DEFAULT_LOGIN_LIMITS, loginBuckets, type LoginLimits } from './auth/loginLimits';
import { ResetTokenRepository } from './auth/passwordReset/repository';
import { passwordResetRoutes } from './auth/passwordReset/routes';
import { PasswordResetService } from './auth/passwordReset/service';
import { RefreshTokenRepository } from './auth/repository';
import { authRoutes } from './auth/routes';
import { AuthService } from './auth/service';
import { SignInsRepository } from './auth/signIns';
import { createAssistant } from './coaching/assistant/createAssistant';
import type { AssistantProvider } from './coaching/assistant/provider';
import type { ChatTimings } from './coaching/chat/service';
import type { CoachingLimits } from './coaching/limits/limits';
import { coachingRoutes } from './coaching/routes';
import type { Config } from './config';
import { createSmtpMailer, type Mailer } from './contact/mailer';
import { ContactRepository } from './contact/repository';
import { contactRoutes } from './contact/routes';
import { ContactService } from './contact/service';
import type { Database } from './db/client';
import { FoodsRepository } from './foods/repository';
import { foodRoutes } from './foods/routes';
import { FoodsService } from './foods/service';
import { categoryIds } from './foods/import/categories';
import { FitnessSessionsRepository } from './fitness/sessions/repository';
import { DiaryRepository } from './diary/repository';
import { mealRoutes } from './diary/mealRoutes';
import { MealsService } from './diary/meals';
import { MealsRepository } from './diary/mealsRepository';
import { MyFoodsRepository } from './myFoods/repository';
import { MyRecipesRepository } from './myFoods/recipesRepository';
import { MyRecipesService } from './myFoods/recipes';
import { myFoodsRoutes } from './myFoods/routes';
import { MyFoodsService } from './myFoods/service';
import { diaryRoutes } from './diary/routes';
import { DiaryService } from './diary/service';
import { mediaRoot } from './fitness/media/catalogue';
import { fitnessMediaFileRoutes, fitnessVideoRoutes } from './fitness/media/routes';
import { FitnessMediaService } from './fitness/media/service';
import { fitnessSessionRoutes } from './fitness/sessions/routes';
import { FitnessSessionsService } from './fitness/sessions/service';
import { requireMember } from './http/authGuard';
import {
  BROTLI_OPTIONS,
  COMPRESSION_SYNC_THRESHOLD,
  COMPRESSION_THRESHOLD,
  GZIP_OPTIONS,
} from './http/compression';
import csrf, { CSRF_HEADER_NAME } from './http/csrf';
import { registerErrorHandling } from './http/errorHandler';
import { DataVersions, readVersionsFrom } from './http/dataVersions';
import { registerRevalidation } from './http/revalidate';
import { registerSecurityHeaders, swaggerUiCsp } from './http/securityHeaders';
import { MembersRepository } from './members/repository';
import { trackConnections } from './operations/connections';
import { Lifecycle } from './operations/lifecycle';
import { registerMetrics } from './operations/metrics';
import { Readiness } from './operations/readiness';
import { healthRoutes } from './operations/routes';
import { nutritionRoutes } from './nutrition/routes';
import { BonusService } from './nutrition/bonus/service';
import { CatalogueStore } from './nutrition/recipes/catalogue';
import { referenceDataDir } from './nutrition/referenceData';
import { ProfileRepository } from './profile/repository';
import { profileRoutes } from './profile/routes';
import { ProfileService } from './profile/service';
import { RateLimiter } from './rateLimit/rateLimiter';
import { ActivityRepository } from './status/repository';
import { statusRoutes } from './status/routes';
import { ActivityService, DEFAULT_ACTIVITY_OPTIONS, type ActivityOptions } from './status/service';
import { RemoteBuilds } from './remotes/remoteBuilds';
import { remoteBuildRoutes } from './remotes/routes';
import { readShellOffer } from './remotes/shellOffer';
import { registryRoutes, spaFallback, webRoutes } from './web/routes';

export interface AppDeps {
  config: Config;
  /** Opened (and migrated) by the caller, who also closes it after the app. */
  database: Database;
  /** Tests lower these to reach the limits quickly. */
  loginLimits?: LoginLimits;
  activity?: ActivityOptions;
  /** Default: SMTP when the configuration has SMTP_URL, else none. */
  mailer?: Mailer | null;
  /** Default: the food catalogue of the database, loaded into memory at start. */
  foods?: FoodsService;
  /** Default: createAssistant (embedded, or the configured model); tests of the chat's HTTP layer inject one. */
  assistant?: AssistantProvider;
  /** Tests lower these to reach the limits quickly, or shorten the chat's timings. */
  coachingLimits?: CoachingLimits;
  chatTimings?: ChatTimings;
  /** An API worker's stop (readiness 503, connections closed after each answer); default: never stopping. */
  lifecycle?: Lifecycle;
  /** An API worker's HTTP server, fed the connections of the shared listening socket; default: Fastify's own. */
  serverFactory?: FastifyServerFactory;
  /** Every worker's metrics at once (cluster mode); default: this process's only. */
  aggregateMetrics?: () => Promise<string | null>;
}

/** How often an instance checks whether an import elsewhere changed the food catalogue. */
const FOOD_CATALOGUE_CHECK_MS = 60_000;

/** 64 KiB: the largest legitimate body, a 5,000-character contact message, fits several times. */
export const BODY_LIMIT = 64 * 1024;

const VERSION = (
  JSON.parse(readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')) as { version: string }
).version;

/**
 * Every API route declares what it answers (and reads): the schemas validate, serialise and
 * document it. A route without them is a programming error, caught at start.
 */
function requireSchemas(route: RouteOptions): void {
  if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
  const methods = ([] as string[]).concat(route.method);
  const missing: string[] = [];
  if (!route.schema?.response) missing.push('schema.response');
  if (methods.some((method) => ['POST', 'PUT', 'PATCH'].includes(method)) && !route.schema?.body) {
    missing.push('schema.body');
  }
  if (missing.length > 0) throw new Error(`${methods.join(',')} ${route.url} needs ${missing.join(' and ')}`);
}

/** The whole server, ready to `listen` or `inject`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: BODY_LIMIT,
    // A hop count trusts that many proxies in front of the server (Fastify's types lack the number form).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    // A request that reaches a closing server is served (with Connection: close), not refused.
    return503OnClosing: false,
    ...(deps.serverFactory ? { serverFactory: deps.serverFactory } : {}),
    ajv: {
      // Strict: an extra field, a number sent as a string or a missing field is the client's error
      // to hear about (400), not something to fix up silently.
      customOptions: { removeAdditional: false, coerceTypes: false, useDefaults: true, allErrors: false },
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  // JSON is the only body the API reads: anything else answers 415.
  app.removeContentTypeParser('text/plain');
  app.decorateRequest('memberId', '');
  app.decorateRequest('dataVersion', '');

  app.addHook('onRoute', requireSchemas);

  // A member's unchanged answers cost a 304, tagged by the database's count of their writes (see
  // revalidate.ts): the same on PGlite and PostgreSQL, across any number of API instances.
  registerRevalidation(app, VERSION);
  // For what is made per request (API JSON): fast levels, nothing below one packet (see compression.ts).
  // The builds' files are compressed at build time at the strongest level and served as they are.
  await app.register(compress, {
    threshold: COMPRESSION_THRESHOLD,
    syncThreshold: COMPRESSION_SYNC_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: BROTLI_OPTIONS,
    zlibOptions: GZIP_OPTIONS,
  });
  await app.register(cookie);
  await registerSecurityHeaders(
    app,
    config.remoteRegistry,
    config.cspLoopbackRemotes,
    config.mediaBaseUrl ? [new URL(config.mediaBaseUrl).origin] : [],
  );
  registerErrorHandling(app, spaFallback(config.appsDir));
  await app.register(csrf);

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'QIS member portal API',
        version: VERSION,
        description:
          'Every non-GET call needs the X-XSRF-TOKEN header holding the XSRF-TOKEN cookie (any GET sets it). ' +
          'Every /api route outside /api/auth and /api/docs needs an access token from POST /api/auth/login.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          csrf: {
            type: 'apiKey',
            in: 'header',
            name: CSRF_HEADER_NAME,
            description: 'The value of the XSRF-TOKEN cookie (see your browser’s cookies for this site).',
          },
        },
      },
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: swaggerUiCsp(),
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });

  const secret = await resolveJwtSecret(database.db, config.jwtSecret);
  await app.register(jwt, {
    secret,
    sign: { algorithm: 'HS256', expiresIn: `${config.accessTokenTtlSeconds}s` },
    // Every call of a page carries the same token for 15 minutes: its verified claims are remembered
    // (expiry still checked on each use) instead of recomputing the HMAC each time.
    verify: { algorithms: ['HS256'], cache: 10_000 },
  });

  const db = database.db;
  const members = new MembersRepository(db);
  // Whether the member exists and their data version: one batched read per round trip (dataVersions.ts).
  const versions = new DataVersions(readVersionsFrom(db));
  const refreshTokens = new RefreshTokenRepository(db);
  const activity = new ActivityService(new ActivityRepository(db), deps.activity ?? DEFAULT_ACTIVITY_OPTIONS);
  const mailer = deps.mailer !== undefined ? deps.mailer : config.mail ? createSmtpMailer(config.mail) : null;

  // The one rate limiter: sign-in, coaching, contact and the account's calls count through it.
  const rateLimiter = new RateLimiter(db);
  const signIns = new SignInsRepository(db);
  const auth = new AuthService({
    members,
    refreshTokens,
    limiter: rateLimiter,
    loginBuckets: loginBuckets(deps.loginLimits ?? DEFAULT_LOGIN_LIMITS),
    signIns,
    signAccessToken: (memberId, sessionId) => app.jwt.sign({ sub: memberId, sid: sessionId }),
    refreshTokenTtlDays: config.refreshTokenTtlDays,
    onSignedIn: (memberId) => activity.touch(memberId),
  });

  // The search index lives in memory: built once here, rebuilt when an import changes the catalogue.
  const foods = deps.foods ?? new FoodsService(new FoodsRepository(db));
  if (!deps.foods) await foods.reload();

  // Operations: probes, metrics, and a stop that lets requests and chat streams finish.
  const lifecycle = deps.lifecycle ?? new Lifecycle();
  const readiness = new Readiness(database, () => foods.size, lifecycle);
  const openChatStreams = new Set<object>();
  const connections = trackConnections(app.server);
  app.addHook('onSend', async (_request, reply) => {
    // Stopping: a kept-alive client opens its next connection to another instance.
    if (lifecycle.stopping) reply.header('connection', 'close');
  });
  await app.register(healthRoutes, { prefix: '/api/health', readiness });
  if (config.metrics) {
    registerMetrics(app, {
      database,
      openChatStreams: () => openChatStreams.size,
      ...(deps.aggregateMetrics ? { aggregate: deps.aggregateMetrics } : {}),
    });
  }
  const foodsWatch = setInterval(() => {
    foods
      .reloadIfChanged()
      .catch((error: unknown) => app.log.warn({ err: error }, 'food catalogue reload failed'));
  }, FOOD_CATALOGUE_CHECK_MS);
  foodsWatch.unref();
  app.addHook('onClose', async () => clearInterval(foodsWatch));

  await app.register(authRoutes, { prefix: '/api/auth', service: auth });
  const accounts = new AccountRepository(db);
  const resetTokens = new ResetTokenRepository(db);
  await app.register(passwordResetRoutes, {
    prefix: '/api/auth',
    service: new PasswordResetService({
      members,
      tokens: resetTokens,
      accounts,
      limiter: rateLimiter,
      mailer,
      publicUrl: config.publicUrl,
      log: app.log,
    }),
  });
  const myFoods = new MyFoodsService(new MyFoodsRepository(db));
  const myRecipes = new MyRecipesService(new MyRecipesRepository(db), myFoods, foods);
  const diary = new DiaryService({
    myFoods,
    myRecipes,
    entries: new DiaryRepository(db),
    foods,
    recipes: new CatalogueStore(new FoodsRepository(db)),
    activities: new BonusService(new ProfileRepository(db), referenceDataDir()),
    profiles: members,
    weights: new ProfileRepository(db),
  });
  const fitnessMedia = new FitnessMediaService({
    root: mediaRoot(config),
    baseUrl: config.mediaBaseUrl,
    warn: (message) => app.log.warn(message),
  });

  await app.register(
    async (api) => {
      api.addHook(
        'onRequest',
        requireMember({
          memberVersion: (memberId) => versions.of(memberId),
          onAuthenticated: (memberId) => activity.touch(memberId),
        }),
      );
      await api.register(profileRoutes, {
        service: new ProfileService(members, new ProfileRepository(db)),
      });
      await api.register(contactRoutes, {
        service: new ContactService(new ContactRepository(db), mailer, rateLimiter),
      });
      await api.register(statusRoutes, { service: activity });
      await api.register(accountRoutes, {
        service: new AccountService({ members, accounts, limiter: rateLimiter }),
        db,
      });
      // The import's categories.json must list the contract's categories, which the QIS table takes.
      categoryIds();
      await api.register(foodRoutes, { service: foods });
      await api.register(nutritionRoutes, {
        foods: new FoodsRepository(db),
        weights: new ProfileRepository(db),
      });
      await api.register(coachingRoutes, {
        db,
        rateLimiter,
        assistant:
          deps.assistant ??
          createAssistant({
            config,
            members,
            weights: new ProfileRepository(db),
            foods,
            logger: app.log,
            diary,
          }),
        foods,
        members,
        weights: new ProfileRepository(db),
        model: config.assistant,
        ...(deps.coachingLimits ? { limits: deps.coachingLimits } : {}),
        ...(deps.chatTimings ? { chatTimings: deps.chatTimings } : {}),
        openStreams: openChatStreams,
        drainMs: config.shutdownTimeoutMs,
      });
      await api.register(fitnessSessionRoutes, {
        service: new FitnessSessionsService(
          new FitnessSessionsRepository(db),
          new ProfileRepository(db),
          referenceDataDir(),
        ),
      });
      await api.register(fitnessVideoRoutes, { service: fitnessMedia });
      await api.register(diaryRoutes, { service: diary });
      await api.register(mealRoutes, {
        service: new MealsService({
          meals: new MealsRepository(db),
          entries: new DiaryRepository(db),
          diary,
        }),
      });
      await api.register(myFoodsRoutes, { foods: myFoods, recipes: myRecipes });
    },
    { prefix: '/api' },
  );
  await app.register(fitnessMediaFileRoutes, { root: mediaRoot(config) });
  await app.register(registryRoutes, { registry: config.remoteRegistry });
  await app.register(webRoutes, { appsDir: config.appsDir });

  // Every registry entry is checked against the shell before a member loads it: now, and again
  // every REMOTE_CHECK_SECONDS (a new build published at the same URL is seen).
  const remoteBuilds = new RemoteBuilds({
    registry: config.remoteRegistry,
    appsDir: config.appsDir,
    offer: await readShellOffer(config.appsDir),
    log: app.log,
    tablesFile: config.remoteTablesFile,
  });
  // Not awaited: a slow remote origin must not hold the API's start; the first answer waits for it.
  remoteBuilds.check().catch((error: unknown) => app.log.warn({ err: error }, 'remote build check failed'));
  await app.register(remoteBuildRoutes, { builds: remoteBuilds });
  if (config.remoteCheckSeconds > 0) {
    const remoteWatch = setInterval(() => {
      remoteBuilds
        .check()
        .catch((error: unknown) => app.log.warn({ err: error }, 'remote build check failed'));
    }, config.remoteCheckSeconds * 1000);
    remoteWatch.unref();
    app.addHook('onClose', async () => clearInterval(remoteWatch));
  }

  // Refresh tokens past their use pile up otherwise; hourly is plenty.
  const cleanup = setInterval(() => {
    Promise.all([refreshTokens.deleteStale(), signIns.deleteOld(), resetTokens.deleteStale()]).catch(
      (error: unknown) => app.log.warn({ err: error }, 'token cleanup failed'),
    );
  }, 3_600_000);
  cleanup.unref();
  app.addHook('onClose', async () => {
    clearInterval(cleanup);
    mailer?.close();
  });

  // Registered last, so its preClose runs after the chat's (which stops the answers still streaming at
  // the timeout): the connections end after their answers; a second past the timeout the rest are cut.
  await app.register(async (last) => {
    last.addHook('preClose', async () => {
      lifecycle.stopping = true;
      await connections.drain(config.shutdownTimeoutMs + 1_000);
    });
  });

  return app;
}
