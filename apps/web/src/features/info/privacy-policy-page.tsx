import { useI18n } from '../../i18n/use-i18n';
import { usePageMeta } from '../../lib/use-document-title';
import { LegalPageLayout } from './legal-page-layout';
import { PRIVACY_SECTIONS } from './privacy-content';

/** /privacy-policy (docs/product.md §2): what is collected, why, who sees it, the user's rights and the grievance contact. */
export function PrivacyPolicyPage() {
  const { t } = useI18n();
  usePageMeta('/privacy-policy');

  return (
    <LegalPageLayout
      title="privacy.title"
      intro={<p>{t('privacy.intro')}</p>}
      sections={PRIVACY_SECTIONS}
      question="privacy.question"
    />
  );
}
