import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { firstVisitBudget } from './build/first-visit-budget.ts';
import { messageCatalogues } from './build/messages.ts';
import { precompress } from './build/precompress.ts';
import { serviceWorker } from './build/service-worker.ts';

const apiServer = 'http://localhost:3000';

// Libraries every page needs go in long-cached vendor chunks; everything else (Radix parts, lazy
// routes) is split by Rolldown so the home page loads only what it renders.
const vendorChunks = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
  { name: 'router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/, priority: 2 },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 2 },
];

/**
 * Every module the entry imports statically, found once the module graph is built. A first visit loads all
 * of them, so they go into one file: otherwise the bundler splits each module a lazy page shares with them
 * into a file of its own, and a phone makes some sixty requests before the page is live (decision 024).
 */
function firstLoadModules(): { plugin: Plugin; has: (id: string) => boolean } {
  const ids = new Set<string>();
  const plugin: Plugin = {
    name: 'aangan-first-load-modules',
    apply: 'build',
    buildEnd() {
      const pending = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (ids.has(id)) continue;
        ids.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  // Only our own app's files: the domain and icon packages are reached through barrels that re-export far more
  // than a page uses, which the bundler trims per page but a group would take whole.
  // The entry stays apart: it waits (top-level await) for the page's lazy routes, which import the shell, and
  // a shell holding the entry would wait for them in turn.
  return { plugin, has: (id) => ids.has(id) && !id.endsWith('main.tsx') && /apps[\\/]web[\\/]src[\\/]/.test(id) };
}

const firstLoad = firstLoadModules();

/**
 * A results page's own code (the place page, the results section, its search bar, selects and pager, the chips
 * and the icons they show) in one file: split by sharing, it was eight small files, each a request with its own
 * headers on a phone's first visit to a place page. The filter sheets and the sidebar stay apart: they load on use.
 */
const resultsPage = {
  name: 'results-page',
  test: /apps[\\/]web[\\/]src[\\/](features[\\/]search[\\/](place[\\/]|results[\\/]|understand[\\/]understood-chips|search-bar[\\/](search-bar|budget-presets))|components[\\/](pager|ui[\\/]native-select))|domain[\\/]src[\\/]search[\\/]chips|lucide-react[\\/].*chevron-(left|right|down)/,
  priority: 1,
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    messageCatalogues(),
    // The service worker is written before the files are compressed, so sw.js is compressed too; the first
    // visit's script is weighed last, from the compressed files.
    ...(isSsrBuild ? [] : [firstLoad.plugin, serviceWorker('dist'), precompress(), firstVisitBudget()]),
  ],
  // The server's renderer (entry-server.tsx, decision 024) is one self-contained module: the server loads it
  // from dist-server/ with no node_modules resolution of its own, and our domain package is TypeScript.
  ssr: { noExternal: true },
  // The renderer runs React's production build whatever NODE_ENV the server process has.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
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
            codeSplitting: {
              groups: [...vendorChunks, { name: 'shell', test: firstLoad.has, priority: 1 }, resultsPage],
            },
          },
        },
      },
}));
