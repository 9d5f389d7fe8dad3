import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Scrolls to the top whenever the path changes (docs/product.md §2), not on query or hash changes. */
export function useScrollReset(): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
}
