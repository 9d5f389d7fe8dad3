import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPlaceFixtures } from '../../test/places.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';

/**
 * A server-rendered place page with a read replica (decision 037): the renderer asks the same API routes
 * in-process, so the page is made from the replica's rows. The listings live only in the "replica" here: read
 * from the primary, the place would not exist and the page would be a 404. Needs the built web app, as
 * place-page-languages.test.ts does (`npm test` builds it first).
 */
const RENDERER = fileURLToPath(new URL('../../../web/dist-server/entry-server.js', import.meta.url));

let testApp: TestApp;

beforeAll(async () => {
  if (!existsSync(RENDERER)) throw new Error('The web app is not built: run `npm run build -w @aangan/web` first.');
  const replica = await createTestDatabase();
  testApp = await createTestApp({}, undefined, undefined, replica);
  await insertPlaceFixtures(replica.db);
});

afterAll(async () => {
  await testApp?.close();
});

describe('server rendering with a read replica', () => {
  it('renders a place page from the replica’s listings', async () => {
    const response = await testApp.app.inject('/rent/bikaner');
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/<meta name="description" content="5 properties for rent in Bikaner:/);
  });
});
