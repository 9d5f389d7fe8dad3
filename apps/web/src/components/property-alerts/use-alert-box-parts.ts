import { type RefObject, useEffect, useState } from 'react';

type AlertBoxParts = typeof import('./alert-box-parts');

const loadParts = () => import('./alert-box-parts');

/**
 * The alert box's forms and its search's suggested name (the search reader, the namer and the forms' words,
 * some 4 KB compressed), loaded only as the box comes within a screen of view: the box is at the foot of the
 * home page, whose first visit's script has a budget (decision 024; the build weighs it). Undefined until then,
 * in the server's HTML too, so the page hydrates as it was rendered. A failed load (offline) leaves the box
 * without its form, and the next visit tries again.
 */
export function useAlertBoxParts(box: RefObject<HTMLElement | null>): AlertBoxParts | undefined {
  const [parts, setParts] = useState<AlertBoxParts>();

  useEffect(() => {
    let isLive = true;
    const load = () =>
      void loadParts().then(
        (loaded) => isLive && setParts(loaded),
        () => undefined,
      );
    const element = box.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      load();
      return () => {
        isLive = false;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        load();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => {
      isLive = false;
      observer.disconnect();
    };
  }, [box]);

  return parts;
}
