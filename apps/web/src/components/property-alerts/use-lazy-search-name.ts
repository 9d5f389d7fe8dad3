import { type RefObject, useEffect, useState } from 'react';
import { useI18n } from '../../i18n/use-i18n';
import { useListingWords } from '../../i18n/use-listing-words';
import type { suggestedName } from '../saved-searches/suggested-name';

const loadNaming = () => import('../saved-searches/suggested-name').then((module) => module.suggestedName);

/**
 * The suggested name of the alert box's search in the page's language, its code (the search reader, the namer
 * and its words in both languages, some 3 KB compressed) loaded only as the box comes within a screen of view:
 * the box is at the foot of the home page, whose first visit's script has a budget (decision 024). '' until
 * then, in the server's HTML too, so the page hydrates as it was rendered.
 */
export function useLazySearchName(url: string, box: RefObject<HTMLElement | null>): string {
  const { locale } = useI18n();
  const words = useListingWords();
  const [naming, setNaming] = useState<typeof suggestedName>();

  useEffect(() => {
    let isLive = true;
    const load = () =>
      void loadNaming().then((name) => {
        if (isLive) setNaming(() => name);
      });
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

  return naming ? naming(url, locale, words) : '';
}
