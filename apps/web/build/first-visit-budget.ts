import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * docs/design.md §8: a first visit's script is at most 150 KB compressed. Twice a library slipped into it
 * through one import (zod, through a schema a shell file named) and nobody saw until a bench: the build now
 * fails instead, naming each file of the first visit with its size.
 */
const FIRST_VISIT_SCRIPT_BUDGET = 150_000;

/** The scripts index.html loads on a first visit: the entry and what it preloads. */
function firstVisitScripts(html: string): string[] {
  const scripts = [...html.matchAll(/<script[^>]+src="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="(\/assets\/[^"]+\.js)"/g)].map(
    (match) => match[1] ?? '',
  );
  return [...new Set([...scripts, ...preloads])];
}

/** Its brotli body as the server sends it: the precompressed file, or (below its threshold) compressed here. */
function brotliSize(file: string): number {
  if (existsSync(`${file}.br`)) return readFileSync(`${file}.br`).length;
  return brotliCompressSync(readFileSync(file), {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  }).length;
}

export function firstVisitBudget(): Plugin {
  let outDir = '';
  return {
    name: 'aangan-first-visit-budget',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After precompress() has written the .br files.
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
        const sizes = firstVisitScripts(html).map((src) => ({ src, bytes: brotliSize(path.join(outDir, src)) }));
        const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
        const lines = sizes.map(({ src, bytes }) => `  ${bytes.toLocaleString('en')} B  ${src}`).join('\n');
        if (sizes.length === 0) throw new Error('first-visit budget: index.html names no script');
        if (total > FIRST_VISIT_SCRIPT_BUDGET) {
          throw new Error(
            `The first visit's script is ${total.toLocaleString('en')} B brotli, over its budget of ` +
              `${FIRST_VISIT_SCRIPT_BUDGET.toLocaleString('en')} B (docs/design.md §8):\n${lines}`,
          );
        }
        console.log(
          `first visit's script: ${total.toLocaleString('en')} B brotli (budget ${FIRST_VISIT_SCRIPT_BUDGET.toLocaleString('en')})`,
        );
      },
    },
  };
}
