import { ShieldCheckIcon } from 'lucide-react';
import { SITE_NAME } from '../../lib/site';
import { usePageMeta } from '../../lib/use-document-title';
import { LegalPageLayout } from './legal-page-layout';
import { TERMS_SECTIONS } from './terms-content';
import { TextLink } from './text-link';

/** The highlighted box the spec asks for before the sections: using the site means accepting the Terms. */
function AcceptanceBox() {
  return (
    <div
      role="note"
      aria-label="Acceptance of terms"
      className="flex items-start gap-3 rounded-xl border border-brand/25 bg-brand-soft p-5 text-foreground leading-7"
    >
      <ShieldCheckIcon className="mt-1 size-5 shrink-0 text-brand" aria-hidden="true" />
      <p>
        <strong className="font-semibold">
          By accessing or using {SITE_NAME}, you accept these Terms and Conditions
        </strong>{' '}
        and our <TextLink to="/privacy-policy">Privacy Policy</TextLink>. If you do not agree, please do not use the
        site. We may update these Terms; continuing to use the site after an update means you accept the new version.
      </p>
    </div>
  );
}

/** /terms (docs/product.md §2): the Terms and Conditions, in the spec's 21 sections. */
export function TermsPage() {
  usePageMeta('/terms');

  return (
    <LegalPageLayout
      title="Terms and Conditions"
      intro={
        <p>
          These Terms govern your use of {SITE_NAME}: searching and viewing properties, listing and managing your own,
          and any paid services we offer. "{SITE_NAME}", "we" and "us" mean the operator of the site; "you" means anyone
          who uses it.
        </p>
      }
      lead={<AcceptanceBox />}
      sections={TERMS_SECTIONS}
      questionsAbout="these Terms"
    />
  );
}
