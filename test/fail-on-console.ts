import { afterEach, beforeEach, vi } from 'vitest';

// A test that logs an unexpected console.error fails (design.md §7). Tests that expect an
// error spy on console.error themselves, which replaces this spy.
let errors: unknown[][] = [];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  if (errors.length > 0) {
    const first = errors[0]?.map(String).join(' ');
    throw new Error(`Unexpected console.error (${errors.length}): ${first}`);
  }
});
