import { useSyncExternalStore } from 'react';

/**
 * Whether the screen matches a media query, kept up to date. The server cannot know the screen, so the server's
 * page and the first render in the browser both say false (React's server snapshot); the browser's own answer
 * follows straight after hydration, without a mismatch.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
