import { useEffect } from 'react';
import { SITE_NAME } from './site';

/** Sets the tab title to "{title} · Aangan" while the page is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${SITE_NAME}`;
  }, [title]);
}
