import { ShieldCheckIcon } from 'lucide-react';
import { useI18n } from '../../i18n/use-i18n';
import { usePageMeta } from '../../lib/use-document-title';
import { LegalPageLayout } from './legal-page-layout';
import { RichText } from './rich-text';
import { TERMS_SECTIONS } from './terms-content';

/** The highlighted box the spec asks for before the sections: using the site means accepting the Terms. */
function AcceptanceBox() {
  const { t } = useI18n();
  return (
    <div
      role="note"
      aria-label={t('terms.acceptance.label')}
      className="flex items-start gap-3 rounded-xl border border-brand/25 bg-brand-soft p-5 text-foreground leading-7"
    >
      <ShieldCheckIcon className="mt-1 size-5 shrink-0 text-brand" aria-hidden="true" />
      <p>
        <RichText id="terms.acceptance.text" />
      </p>
    </div>
  );
}

/** /terms (docs/product.md §2): the Terms and Conditions, in the spec's 21 sections. */
export function TermsPage() {
  const { t } = useI18n();
  usePageMeta('/terms');

  return (
    <LegalPageLayout
      title="terms.title"
      intro={<p>{t('terms.intro')}</p>}
      lead={<AcceptanceBox />}
      sections={TERMS_SECTIONS}
      question="terms.question"
    />
  );
}
