// Bundles the server into dist/main.js. Our workspace packages (TypeScript sources) are bundled in;
// every npm dependency stays external and is loaded from node_modules at run time.
import { cp, rm } from 'node:fs/promises';
import { build } from 'esbuild';

const keepExternal = {
  name: 'external-dependencies',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@aangan/') ? undefined : { path: args.path, external: true },
    );
  },
};

await rm('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [keepExternal],
});
await cp('src/db/migrations', 'dist/migrations', { recursive: true });
