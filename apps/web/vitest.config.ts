import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../../test/fail-on-console.ts', './src/test/setup.ts'],
    // Whole-app tests click through real routes in jsdom: on a busy 2-core machine one can pass 5 s.
    testTimeout: 15_000,
  },
});
