import type { ExplanationWords, Locale } from '@aangan/domain';
import type { useI18n } from '../../i18n/use-i18n';

type Translate = ReturnType<typeof useI18n>['t'];

/** What the Verified badge says was checked, in a language from the `property` part (the domain picks which). */
export function explanationWords(t: Translate, locale: Locale): ExplanationWords {
  return {
    locale,
    bothDocuments: t('property.verification.documents.both'),
    identityDocument: t('property.verification.documents.identity'),
    authorityDocument: t('property.verification.documents.authority'),
    checks: {
      siteVisit: t('property.verification.check.siteVisit'),
      videoWalkthrough: t('property.verification.check.videoWalkthrough'),
      photosMatch: t('property.verification.check.photosMatch'),
      ownerReachable: t('property.verification.check.ownerReachable'),
      pricePlausible: t('property.verification.check.pricePlausible'),
    },
    verifiedOn: (date) => t('property.verification.verifiedOn', { date }),
  };
}
