// npm run dev: the API server with reload (tsx watch) and Vite with hot reload, which proxies
// /api and /media to the server. Ctrl+C stops both.
import { spawn } from 'node:child_process';

// Links in mail (the /verify link) point at Vite, where the app is served with hot reload.
const serverEnv = { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173' };

const children = [
  spawn('npm', ['run', 'dev', '-w', '@aangan/server'], { stdio: 'inherit', env: serverEnv }),
  spawn('npm', ['run', 'dev', '-w', '@aangan/web'], { stdio: 'inherit' }),
];

function stopAll(code) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}

for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
