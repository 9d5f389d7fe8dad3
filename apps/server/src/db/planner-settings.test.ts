import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKind } from '../../test/test-database.ts';

describe.runIf(testDatabaseKind === 'postgres')('every PostgreSQL connection (decision 039)', () => {
  it('plans as for data in memory and never compiles a plan', async () => {
    const database = await createTestDatabase();
    afterAll(() => database.close());
    const [row] = await database.db
      .select({ pageCost: sql<string>`current_setting('random_page_cost')`, jit: sql<string>`current_setting('jit')` })
      .from(sql`(select 1) as one`);
    expect(row).toEqual({ pageCost: '1.1', jit: 'off' });
  });
});
