// npm run fuzz: the fuzz test of every route, longer and with a new seed each time (CI runs a fixed seed).
// FUZZ_RUNS: requests per route (default 500); FUZZ_SEED: repeat a run that found something.
// PostgreSQL too when TEST_DATABASE_URL is set, as in npm test.
import { spawnSync } from 'node:child_process';

const seed = process.env.FUZZ_SEED ?? String(Math.floor(Math.random() * 2 ** 31));
const runs = process.env.FUZZ_RUNS ?? '500';
console.log(`fuzz: seed ${seed}, ${runs} requests per route (repeat with FUZZ_SEED=${seed})`);
const projects = ['server-pglite', ...(process.env.TEST_DATABASE_URL ? ['server-postgres'] : [])];
const result = spawnSync(
  'npx',
  ['vitest', 'run', ...projects.flatMap((name) => ['--project', name]), 'apps/server/src/http/fuzz.test.ts'],
  { stdio: 'inherit', env: { ...process.env, FUZZ_SEED: seed, FUZZ_RUNS: runs } },
);
process.exit(result.status ?? 1);
