import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { invalidateListings } from './listing-cache';

describe('invalidateListings', () => {
  it('asks again for a first read still on its way, whose answer may predate the write', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const answers = ['read before the delete', 'read after the delete'];
    const calls: ((answer: string) => void)[] = [];
    const observer = new QueryObserver(queryClient, {
      queryKey: ['my-properties', { q: 'spare' }],
      queryFn: () => new Promise<string>((resolve) => calls.push(resolve)),
    });
    const unsubscribe = observer.subscribe(() => {});
    expect(calls).toHaveLength(1);

    const invalidated = invalidateListings(queryClient);
    calls[0]?.(answers[0] as string);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    calls[1]?.(answers[1] as string);
    await invalidated;

    expect(observer.getCurrentResult().data).toBe('read after the delete');
    unsubscribe();
  });
});
