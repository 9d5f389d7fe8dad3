import { parse } from 'node:querystring';
import { API_ENDPOINTS } from '@aangan/domain';
import pg from 'pg';
import { openPostgres, searchStatements } from '../apps/server/src/data-tools.ts';

const url = process.env.DB ?? 'postgres://postgres@127.0.0.1:5432/aangan_bench';
const handle = openPostgres({ url });
const client = new pg.Client({ connectionString: url });
await client.connect();
for (const qs of process.argv.slice(2)) {
  const search = (API_ENDPOINTS.searchProperties.query as any).parse(parse(qs));
  const st = searchStatements(handle.db, search);
  const times: number[] = [];
  let ids: string[] = [];
  for (let i = 0; i < 7; i++) {
    const t = performance.now();
    const r = await client.query(st.pageIds.sql, st.pageIds.params as unknown[]);
    times.push(performance.now() - t);
    ids = r.rows[0].ids;
  }
  times.sort((a, b) => a - b);
  console.log(`\n=== ${qs}\n total=${(await client.query(st.pageIds.sql, st.pageIds.params as unknown[])).rows[0].total} median ${times[3].toFixed(1)} ms max ${times[6].toFixed(1)}`);
  if (process.env.PLAN) {
    const plan = await client.query(`explain (analyze, buffers) ${st.pageIds.sql}`, st.pageIds.params as unknown[]);
    console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
  }
  if (process.env.SQL) console.log(st.pageIds.sql, st.pageIds.params);
}
await client.end();
await handle.close();
