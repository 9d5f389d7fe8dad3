import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import { properties } from './schema.ts';
import { statementInSlices } from './statement-in-slices.ts';

/** Parts with parameters of several kinds, columns and subqueries: what a digest chunk's parts hold. */
const parts = Array.from(
  { length: 45 },
  (_, index) =>
    sql`(select ${index}::int as k, count(*)::int as n, ${`text ${index}`}::text as word from ${properties} where ${properties.price} > ${index * 1_000} and ${properties.citySlug} <> ${`city-${index}`})`,
);
const head = sql`with numbers as (select ${7}::int as seven) `;

describe('statementInSlices', () => {
  it('renders the same text and parameters as drizzle renders the whole statement', async () => {
    const whole = new PgDialect().sqlToQuery(sql`${head}${sql.join(parts, sql` union all `)}`);
    const sliced = new PgDialect().sqlToQuery(await statementInSlices(head, parts, ' union all '));
    expect(sliced.sql).toBe(whole.sql);
    expect(sliced.params).toEqual(whole.params);
    expect(sliced.params).toHaveLength(1 + 45 * 4);
  });

  it('runs on the database, each part answering with its own parameters', async () => {
    const database = await createTestDatabase();
    afterAll(() => database.close());
    const statement = await statementInSlices(sql`with numbers as (select 7 as seven) `, parts, ' union all ');
    const { rows } = (await database.db.execute(statement)) as unknown as { rows: { k: number; word: string }[] };
    expect(rows.map((row) => [row.k, row.word]).sort(([a], [b]) => Number(a) - Number(b))).toEqual(
      parts.map((_, index) => [index, `text ${index}`]),
    );
  });
});
