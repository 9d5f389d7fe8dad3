// npm run dev: the API server with reload (tsx watch) and Vite with hot reload, which proxies
// /api and /media to the server. Ctrl+C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@aangan/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@aangan/web'], { stdio: 'inherit' }),
];

function stopAll(code) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}

for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
