// `npm run validate`: the fast local loop. Type checks, lint (with the boundary and dead-code checks) and
// the unit and API tests run at once, each with its own output kept together and printed when it ends;
// the run fails if any of them fails. The browser journeys are left to `npm test`.
import { spawn } from 'node:child_process';

const STEPS = [
  ['typecheck', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
  ['unit', ['run', 'test:unit']],
];

function run([name, args]) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', args, { env: { ...process.env, FORCE_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(`\n── ${name}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s ──\n`);
      if (code !== 0) process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(STEPS.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
