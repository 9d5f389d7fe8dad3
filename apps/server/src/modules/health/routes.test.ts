import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTestDatabase, testDatabaseKind } from '../../../test/test-database.ts';

let testApp: TestApp | undefined;

afterEach(async () => {
  await testApp?.app.close();
});

describe('GET /api/health', () => {
  it('answers 503 while the database does not answer, without failing the process', async () => {
    testApp = await createTestApp();
    await testApp.database.close();
    const response = await testApp.app.inject('/api/health');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'degraded', database: 'down' });
  });

  it('answers 503 while the read replica does not answer: search and the place pages read it', async () => {
    const replica = await createTestDatabase();
    testApp = await createTestApp({}, undefined, undefined, replica);
    expect((await testApp.app.inject('/api/health')).json()).toEqual({ status: 'ok', database: 'up' });
    await replica.close();
    const response = await testApp.app.inject('/api/health');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'degraded', database: 'down' });
  });

  it.runIf(testDatabaseKind === 'postgres')('recovers after the database drops its connections', async () => {
    testApp = await createTestApp();
    const { database } = testApp;
    if (database.kind !== 'postgres') throw new Error('expected PostgreSQL');
    expect((await testApp.app.inject('/api/health')).statusCode).toBe(200);

    // What a database restart does to a pool: every idle connection is terminated server-side.
    const admin = await database.pool.connect();
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    admin.release(true);
    await new Promise((resolve) => setTimeout(resolve, 200));

    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt++) statuses.push((await testApp.app.inject('/api/health')).statusCode);
    expect(statuses.at(-1)).toBe(200);
    await database.close();
  });
});
