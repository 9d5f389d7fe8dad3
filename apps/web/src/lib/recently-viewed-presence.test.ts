import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECENTLY_VIEWED_KEY, useHasRecentlyViewed } from './recently-viewed-presence';

afterEach(() => vi.restoreAllMocks());

describe('useHasRecentlyViewed', () => {
  it('says whether the device keeps a list, following other tabs', () => {
    const { result } = renderHook(() => useHasRecentlyViewed());
    expect(result.current).toBe(false);
    act(() => {
      localStorage.setItem(RECENTLY_VIEWED_KEY, '[]');
      window.dispatchEvent(new StorageEvent('storage', { key: RECENTLY_VIEWED_KEY }));
    });
    expect(result.current).toBe(true);
  });

  it('says no when storage is blocked', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const { result } = renderHook(() => useHasRecentlyViewed());
    expect(result.current).toBe(false);
  });
});
