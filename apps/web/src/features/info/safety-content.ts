import type { LegalSection } from './legal-types';

/**
 * The safety page's advice (docs/product.md §2 'Safety'), in our own words, for renting and buying in India, as
 * message keys (src/i18n/locales/<locale>/safety.json). The last paragraph says the domain's VERIFIED_TAG_LIMIT
 * in the page's language.
 */
export const SAFETY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'never-pay-first',
    title: 'safety.neverPayFirst.title',
    body: ['safety.neverPayFirst.p1', 'safety.neverPayFirst.p2'],
  },
  {
    id: 'fake-listings',
    title: 'safety.fakeListings.title',
    body: [
      {
        list: [
          'safety.fakeListings.item1',
          'safety.fakeListings.item2',
          'safety.fakeListings.item3',
          'safety.fakeListings.item4',
        ],
      },
    ],
  },
  { id: 'brokers', title: 'safety.brokers.title', body: ['safety.brokers.p1'] },
  {
    id: 'documents',
    title: 'safety.documents.title',
    body: ['safety.documents.p1', 'safety.documents.p2', 'safety.documents.p3'],
  },
  { id: 'agreement', title: 'safety.agreement.title', body: ['safety.agreement.p1'] },
  { id: 'visit', title: 'safety.visit.title', body: ['safety.visit.p1'] },
  { id: 'report', title: 'safety.report.title', body: ['safety.report.p1'] },
  { id: 'verified', title: 'safety.verified.title', body: ['safety.verified.p1', 'safety.verified.p2'] },
];
