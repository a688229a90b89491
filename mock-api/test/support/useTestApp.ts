import { afterAll, beforeAll } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client';
import {
  call,
  signedInMember,
  startTestApp,
  type CallOptions,
  type Method,
  type TestAppDeps,
} from './testApp';
import { createTestDatabase, type TestDatabase } from './testDatabase';

/**
 * The one set-up of API test files: call it at the top of the file (or of a describe block) and it
 * registers the hooks that open a fresh migrated database (in-memory PGlite, or a new database on
 * DATABASE_URL's server) and start the app on it before the tests, and close both after them.
 *
 *   const testApp = useTestApp({ env: { ACCESS_TOKEN_TTL_SECONDS: '600' } });
 *   it('…', async () => {
 *     const { accessToken } = await testApp.signedInMember();
 *     expect((await testApp.call('GET', '/api/profile', { token: accessToken })).statusCode).toBe(200);
 *   });
 */
export interface TestAppOptions extends TestAppDeps {
  /** Runs on the fresh database before the app starts (e.g. foods the app loads at start). */
  seed?: (database: Database) => Promise<void>;
  /** Runs before `app.ready()`, e.g. to add a route only a test needs. */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
}

export interface AnotherAppOptions extends TestAppDeps {
  /** Its own connection to the database, as a second API server would have (PGlite shares its one). */
  ownConnection?: boolean;
}

export interface TestDatabaseHandle {
  /** The database, from the file's beforeAll on. */
  readonly database: Database;
  readonly kind: TestDatabase['kind'];
  /** Another connection to the same database, closed after the file. */
  openAnother(): Promise<Database>;
}

export interface TestAppHandle extends TestDatabaseHandle {
  /** The app, from the file's beforeAll on. */
  readonly app: FastifyInstance;
  /** One request to the app, the way the portal makes it (see `call`). */
  call(method: Method, url: string, options?: CallOptions): ReturnType<typeof call>;
  /** A new member and a valid access token for it. */
  signedInMember(): ReturnType<typeof signedInMember>;
  /** Another API instance on the same database (other deps or configuration), closed after the file. */
  startApp(options?: AnotherAppOptions): Promise<FastifyInstance>;
}

function lifecycle() {
  let testDb: TestDatabase | undefined;
  const apps: FastifyInstance[] = [];
  const current = (): TestDatabase => {
    if (!testDb)
      throw new Error('The test database exists from the file’s beforeAll on, not while tests are collected');
    return testDb;
  };
  // The test database closes every connection it opened when it is disposed.
  const openAnother = () => current().openAnother();
  return {
    current,
    openAnother,
    startApp: async ({ ownConnection = false, ...deps }: AnotherAppOptions = {}) => {
      const app = await startTestApp(ownConnection ? await openAnother() : current().database, deps);
      apps.push(app);
      return app;
    },
    open: async () => {
      testDb = await createTestDatabase();
    },
    track: (app: FastifyInstance) => apps.push(app),
    // Apps first, then the database they use. Closing an app a test already closed does nothing.
    close: async () => {
      await Promise.all(apps.splice(0).map((app) => app.close()));
      await testDb?.dispose();
      testDb = undefined;
    },
  };
}

/** A fresh migrated database for the file (or describe block), without an app. */
export function useTestDatabase(): TestDatabaseHandle {
  const life = lifecycle();
  beforeAll(life.open);
  afterAll(life.close);
  return {
    get database() {
      return life.current().database;
    },
    get kind() {
      return life.current().kind;
    },
    openAnother: life.openAnother,
  };
}

/** The app on a fresh database for the file (or describe block); see TestAppHandle. */
export function useTestApp({ seed, beforeReady, ...deps }: TestAppOptions = {}): TestAppHandle {
  const life = lifecycle();
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    await life.open();
    const { database } = life.current();
    await seed?.(database);
    app = await startTestApp(database, deps, beforeReady);
    life.track(app);
  });
  afterAll(async () => {
    app = undefined;
    await life.close();
  });
  const currentApp = () => {
    if (!app)
      throw new Error('The test app exists from the file’s beforeAll on, not while tests are collected');
    return app;
  };
  return {
    get app() {
      return currentApp();
    },
    get database() {
      return life.current().database;
    },
    get kind() {
      return life.current().kind;
    },
    openAnother: life.openAnother,
    call: (method, url, options) => call(currentApp(), method, url, options),
    signedInMember: () => signedInMember(currentApp(), life.current().database),
    startApp: life.startApp,
  };
}
