import { describe, expect, it } from 'vitest';
import { createBackgroundWork } from './background-work.ts';

describe('background work', () => {
  it('runs a task without the caller waiting, and idle() waits for it and for what it started', async () => {
    const errors: string[] = [];
    const work = createBackgroundWork((_, name) => errors.push(name));
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const done: string[] = [];
    work.run('first', async () => {
      await gate;
      done.push('first');
      work.run('second', async () => {
        done.push('second');
      });
    });
    expect(work.pending).toBe(1);
    const idle = work.idle();
    release();
    await idle;
    expect(done).toEqual(['first', 'second']);
    expect(work.pending).toBe(0);
    expect(errors).toEqual([]);
  });

  it('reports a failed task by name and carries on', async () => {
    const errors: string[] = [];
    const work = createBackgroundWork((_, name) => errors.push(name));
    work.run('mail', async () => {
      throw new Error('smtp down');
    });
    await work.idle();
    expect(errors).toEqual(['mail']);
  });
});
