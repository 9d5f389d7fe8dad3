import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { messageCatalogues } from './build/messages.ts';

export default defineProject({
  plugins: [react(), messageCatalogues()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../../test/fail-on-console.ts', './src/test/setup.ts'],
    // Whole-app tests click through real routes in jsdom: on a busy 2-core machine one can pass 5 s.
    testTimeout: 15_000,
  },
});
