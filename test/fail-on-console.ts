import { afterEach, beforeEach, vi } from 'vitest';

// A test that logs an unexpected console.error or console.warn fails (docs/design.md §7): React, Radix,
// libraries and the app itself say what went wrong there. A test that expects one replaces this spy with its own
// implementation, e.g. `vi.spyOn(console, 'warn').mockImplementation(() => {})` (vi.spyOn hands back the
// spy below, so the test can also assert on its calls).
const FAILING_METHODS = ['error', 'warn'] as const;

let logged: { method: (typeof FAILING_METHODS)[number]; args: unknown[] }[] = [];

beforeEach(() => {
  logged = [];
  for (const method of FAILING_METHODS) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logged.push({ method, args });
    });
  }
});

afterEach(() => {
  vi.restoreAllMocks();
  const [first] = logged;
  if (first) {
    throw new Error(`Unexpected console.${first.method} (${logged.length}): ${first.args.map(String).join(' ')}`);
  }
});
