import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiServer = 'http://localhost:3000';

// Libraries every page needs go in long-cached vendor chunks; everything else (Radix parts, lazy
// routes) is split by Rolldown so the home page loads only what it renders.
const vendorChunks = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
  { name: 'router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/, priority: 2 },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 2 },
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  // The server's renderer (entry-server.tsx, decision 024) is one self-contained module: the server loads it
  // from dist-server/ with no node_modules resolution of its own, and our domain package is TypeScript.
  ssr: { noExternal: true },
  server: {
    proxy: {
      '/api': apiServer,
      '/media': apiServer,
    },
  },
  preview: {
    proxy: {
      '/api': apiServer,
      '/media': apiServer,
    },
  },
  build: isSsrBuild
    ? { outDir: 'dist-server', target: 'node20', emptyOutDir: true }
    : {
        outDir: 'dist',
        target: 'es2022',
        // Which chunk holds each lazy page, so the server can preload the one a page needs (static-site.ts).
        manifest: true,
        rolldownOptions: {
          output: {
            codeSplitting: { groups: vendorChunks },
          },
        },
      },
}));
