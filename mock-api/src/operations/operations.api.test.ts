import { describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { rawApple } from '../../test/support/foodRecord';
import { call } from '../../test/support/testApp';
import { useTestApp } from '../../test/support/useTestApp';
import { FoodsRepository } from '../foods/repository';
import { normalize } from '../foods/search/normalize';
import { FoodsService } from '../foods/service';

const apple = rawApple();

// No food is seeded: the app starts on a database whose catalogue is not imported yet.
const testApp = useTestApp({ env: { METRICS: 'true' } });

describe('GET /api/health/live', () => {
  it('answers 200 without a token, never cached', async () => {
    const response = await call(testApp.app, 'GET', '/api/health/live');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'live' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /api/health/ready', () => {
  it('says not ready until the food catalogue is imported, then ready', async () => {
    const before = await call(testApp.app, 'GET', '/api/health/ready');
    expect(before.statusCode).toBe(503);
    expect(before.json()).toEqual({
      error: 'not-ready',
      message: 'Not ready: catalogue',
      details: { database: true, migrations: true, catalogue: false },
    });

    // The import, then the catalogue loaded into memory (as the server does after its first import).
    const foods = new FoodsService(new FoodsRepository(testApp.database.db));
    await new FoodsRepository(testApp.database.db).upsert([apple], normalize);
    await foods.reload();
    const app = await testApp.startApp({ foods });

    const after = await call(app, 'GET', '/api/health/ready');
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({
      status: 'ready',
      checks: { database: true, migrations: true, catalogue: true },
    });
  });

  it('says not ready while a migration of this build is missing from the database', async () => {
    const foods = new FoodsService(new FoodsRepository(testApp.database.db));
    await foods.reload();
    const app = await testApp.startApp({ foods });
    expect((await call(app, 'GET', '/api/health/ready')).statusCode).toBe(200);

    const latest = sql`(select max(id) from drizzle.__drizzle_migrations)`;
    const [removed] = (
      (await testApp.database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where id = ${latest} returning *`,
      )) as unknown as { rows: { id: number; hash: string; created_at: string }[] }
    ).rows;
    try {
      const response = await call(app, 'GET', '/api/health/ready');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        message: 'Not ready: migrations',
        details: { database: true, migrations: false, catalogue: true },
      });
    } finally {
      await testApp.database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at)
            values (${removed!.id}, ${removed!.hash}, ${removed!.created_at})`,
      );
    }
  });
});

describe('GET /metrics (METRICS=true)', () => {
  it('serves Prometheus text: request duration per route, event-loop lag, database pool, open chat streams', async () => {
    const { accessToken } = await testApp.signedInMember();
    await call(testApp.app, 'GET', '/api/profile', { token: accessToken });
    const response = await call(testApp.app, 'GET', '/metrics');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(text).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="\/api\/profile",status_code="200"\} 1$/m,
    );
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^qis_chat_streams_open 0$/m);
    expect(text).toMatch(/^qis_db_pool_connections\{state="total"\} [1-9]/m);
  });

  it('is not served without METRICS=true', async () => {
    const app = await testApp.startApp({ env: {} });
    expect((await call(app, 'GET', '/metrics')).statusCode).toBe(404);
  });
});
