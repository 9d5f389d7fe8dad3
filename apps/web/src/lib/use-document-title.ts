import { type PAGE_META, pageMetaFor } from '@aangan/domain';
import { useEffect, useLayoutEffect } from 'react';
import { useI18n } from '../i18n/use-i18n';
import { SITE_NAME } from './site';

/** The page's <meta name="description">, created once if index.html has none. */
function descriptionMeta(): HTMLMetaElement {
  const existing = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (existing) return existing;
  const meta = document.createElement('meta');
  meta.name = 'description';
  document.head.append(meta);
  return meta;
}

/**
 * Sets the tab title to "{title} · Aangan" while the page is shown, and the page's description when given
 * (search engines that run scripts read it; the server writes the same words for those that do not).
 */
export function useDocumentTitle(title: string, description?: string): void {
  // In the commit that shows the page, not after it: a passive effect may run later on a busy device, so
  // the tab (and a screen reader announcing it) could name the page before for a moment.
  useLayoutEffect(() => {
    document.title = `${title} · ${SITE_NAME}`;
  }, [title]);
  useEffect(() => {
    if (description) descriptionMeta().content = description;
  }, [description]);
}

/** Title and description of a public page, the same words the server writes for crawlers (domain page-meta). */
export function usePageMeta(path: keyof typeof PAGE_META): void {
  const { locale } = useI18n();
  const meta = pageMetaFor(path, locale);
  useDocumentTitle(meta.title, meta.description);
}
