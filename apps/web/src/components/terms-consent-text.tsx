import { pathInLocale } from '@aangan/domain';
import { Trans } from '@lingui/react';
import { useI18n } from '../i18n/use-i18n';

const legalLinkClass = 'font-medium text-brand underline underline-offset-2 hover:text-brand-strong';

/**
 * The words of every terms checkbox (registration, listing): both documents open in a new tab, in the page's
 * language (docs/product.md §2).
 */
export function TermsConsentText() {
  const { locale } = useI18n();
  const legalLink = (path: string) => (
    // biome-ignore lint/a11y/useAnchorContent: Trans puts the link's words inside.
    <a href={pathInLocale(path, locale)} target="_blank" rel="noopener noreferrer" className={legalLinkClass} />
  );
  return (
    <Trans
      id="common.terms.consent"
      components={{ terms: legalLink('/terms'), privacy: legalLink('/privacy-policy') }}
    />
  );
}
