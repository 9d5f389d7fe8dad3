import { formatShareText, type Locale, type Property, pathInLocale } from '@aangan/domain';
import { useCallback } from 'react';
import { useI18n } from '../../i18n/use-i18n';
import { toast } from '../../lib/toast';
import { copyText } from './clipboard';

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';
}

/** The listing's own address in the page's language, without whatever query or hash the current one carries. */
function propertyUrl(id: string, locale: Locale): string {
  return new URL(pathInLocale(`/property/${encodeURIComponent(id)}`, locale), window.location.origin).href;
}

/**
 * Share (docs/product.md §8): the system share sheet where there is one; a person closing it (AbortError) is no
 * failure. Without a share sheet, or when it fails, the link is copied instead.
 */
export function useShareProperty(property: Pick<Property, 'id' | 'title' | 'price'>): () => Promise<void> {
  const { i18n, locale } = useI18n();
  const { id, title, price } = property;
  return useCallback(async () => {
    const t = i18n._.bind(i18n);
    const url = propertyUrl(id, locale);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text: formatShareText(title, price), url });
        toast.success(t('property.toast.shared.title'), { description: t('property.toast.shared.description') });
        return;
      } catch (error) {
        if (isAbort(error)) return;
        console.warn('Sharing failed; copying the link instead.', error);
      }
    }
    try {
      await copyText(url);
      toast.success(t('property.toast.linkCopied.title'), {
        description: t('property.toast.linkCopied.description'),
      });
    } catch (error) {
      console.warn('Copying the link failed.', error);
      toast.error(t('property.toast.shareFailed.title'), {
        description: t('property.toast.shareFailed.description'),
      });
    }
  }, [id, title, price, i18n, locale]);
}
