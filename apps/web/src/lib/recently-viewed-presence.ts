import { useSyncExternalStore } from 'react';

/** Where lib/recently-viewed.ts keeps the list. The version is in the key: a later shape gets a key of its own. */
export const RECENTLY_VIEWED_KEY = 'aangan:recently-viewed:v1';

function isKept(): boolean {
  try {
    return window.localStorage.getItem(RECENTLY_VIEWED_KEY) !== null;
  } catch {
    // Storage blocked (private windows): nothing kept.
    return false;
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/**
 * Whether this device keeps a recently viewed list at all, without loading the code that reads it: the home
 * page's first visit (none kept) then carries only this (decision 033). False in the server's page and while
 * hydrating, as the server cannot know the device.
 */
export function useHasRecentlyViewed(): boolean {
  return useSyncExternalStore(subscribe, isKept, () => false);
}
