import type { LegalSection } from './legal-types';

/**
 * The Terms and Conditions as message keys (src/i18n/locales/<locale>/terms.json), in the order of the spec's route
 * table (§2 '/terms'); the page only lays them out. Rules that come from the spec: rights to listing
 * information, what 'Verified' means, moderation with appeal, 100% advance and non-refundable payments, the
 * 30-day duplicate lead, no scraping, a sole arbitrator seated in Bikaner under Indian law, and no use under
 * 18 (§1, §9).
 */
export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: 'listings',
    title: 'terms.listings.title',
    body: ['terms.listings.p1', 'terms.listings.p2', 'terms.listings.p3', 'terms.listings.p4', 'terms.listings.p5'],
  },
  {
    id: 'content',
    title: 'terms.content.title',
    body: ['terms.content.p1', 'terms.content.p2', 'terms.content.p3', 'terms.content.p4'],
  },
  {
    id: 'payment',
    title: 'terms.payment.title',
    body: ['terms.payment.p1', 'terms.payment.p2', 'terms.payment.p3', 'terms.payment.p4'],
  },
  {
    id: 'lead-campaigns',
    title: 'terms.leadCampaigns.title',
    body: ['terms.leadCampaigns.p1', 'terms.leadCampaigns.p2', 'terms.leadCampaigns.p3', 'terms.leadCampaigns.p4'],
  },
  {
    id: 'video-guidelines',
    title: 'terms.videoGuidelines.title',
    body: [
      'terms.videoGuidelines.p1',
      {
        list: [
          'terms.videoGuidelines.item1',
          'terms.videoGuidelines.item2',
          'terms.videoGuidelines.item3',
          'terms.videoGuidelines.item4',
          'terms.videoGuidelines.item5',
        ],
      },
      'terms.videoGuidelines.p2',
    ],
  },
  {
    id: 'use-of-information',
    title: 'terms.useOfInformation.title',
    body: ['terms.useOfInformation.p1', 'terms.useOfInformation.p2', 'terms.useOfInformation.p3'],
  },
  {
    id: 'intellectual-property',
    title: 'terms.intellectualProperty.title',
    body: ['terms.intellectualProperty.p1', 'terms.intellectualProperty.p2', 'terms.intellectualProperty.p3'],
  },
  {
    id: 'prohibitions',
    title: 'terms.prohibitions.title',
    body: [
      'terms.prohibitions.p1',
      {
        list: [
          'terms.prohibitions.item1',
          'terms.prohibitions.item2',
          'terms.prohibitions.item3',
          'terms.prohibitions.item4',
          'terms.prohibitions.item5',
          'terms.prohibitions.item6',
          'terms.prohibitions.item7',
        ],
      },
    ],
  },
  { id: 'third-party-links', title: 'terms.thirdPartyLinks.title', body: ['terms.thirdPartyLinks.p1'] },
  {
    id: 'disclaimers',
    title: 'terms.disclaimers.title',
    body: ['terms.disclaimers.p1', 'terms.disclaimers.p2', 'terms.disclaimers.p3'],
  },
  {
    id: 'liability',
    title: 'terms.liability.title',
    body: ['terms.liability.p1', 'terms.liability.p2', 'terms.liability.p3'],
  },
  {
    id: 'termination',
    title: 'terms.termination.title',
    body: ['terms.termination.p1', 'terms.termination.p2', 'terms.termination.p3'],
  },
  { id: 'indemnification', title: 'terms.indemnification.title', body: ['terms.indemnification.p1'] },
  { id: 'privacy', title: 'terms.privacy.title', body: ['terms.privacy.p1'] },
  {
    id: 'user-terms',
    title: 'terms.userTerms.title',
    body: ['terms.userTerms.p1', 'terms.userTerms.p2', 'terms.userTerms.p3', 'terms.userTerms.p4'],
  },
  {
    id: 'partner-terms',
    title: 'terms.partnerTerms.title',
    body: ['terms.partnerTerms.p1', 'terms.partnerTerms.p2', 'terms.partnerTerms.p3'],
  },
  {
    id: 'arbitration',
    title: 'terms.arbitration.title',
    body: ['terms.arbitration.p1', 'terms.arbitration.p2', 'terms.arbitration.p3'],
  },
  { id: 'severability', title: 'terms.severability.title', body: ['terms.severability.p1'] },
  { id: 'waiver', title: 'terms.waiver.title', body: ['terms.waiver.p1'] },
  { id: 'governing-law', title: 'terms.governingLaw.title', body: ['terms.governingLaw.p1'] },
  { id: 'jurisdiction', title: 'terms.jurisdiction.title', body: ['terms.jurisdiction.p1'] },
];
