import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

afterEach(() => onlineManager.setOnline(true));

describe('reads offline', () => {
  it('are tried once, not paused until the connection returns', async () => {
    onlineManager.setOnline(false);
    const queryClient = createQueryClient();
    let calls = 0;
    const read = queryClient.fetchQuery({
      queryKey: ['offline-read'],
      queryFn: async () => {
        calls += 1;
        throw new TypeError('Failed to fetch');
      },
    });
    // Paused, the promise would never settle and the page would show skeletons: it fails, once.
    await expect(read).rejects.toThrow('Failed to fetch');
    expect(calls).toBe(1);
  });

  it('are answered when something (the service worker) answers them', async () => {
    onlineManager.setOnline(false);
    const queryClient = createQueryClient();
    await expect(queryClient.fetchQuery({ queryKey: ['cached'], queryFn: async () => 'from the cache' })).resolves.toBe(
      'from the cache',
    );
  });
});
