import { SITE_NAME } from '../../lib/site';
import { usePageMeta } from '../../lib/use-document-title';
import { LegalPageLayout } from './legal-page-layout';
import { PRIVACY_SECTIONS } from './privacy-content';

/** /privacy-policy (docs/product.md §2): what is collected, why, who sees it, the user's rights and the grievance contact. */
export function PrivacyPolicyPage() {
  usePageMeta('/privacy-policy');

  return (
    <LegalPageLayout
      title="Privacy Policy"
      intro={
        <p>
          This policy explains what personal data {SITE_NAME} collects when you search, list or enquire about
          properties, how we use it, who we share it with, and the choices you have. We handle it in line with Indian
          law, including the Information Technology Act, 2000 and the Digital Personal Data Protection Act, 2023.
        </p>
      }
      sections={PRIVACY_SECTIONS}
      questionsAbout="this policy"
    />
  );
}
