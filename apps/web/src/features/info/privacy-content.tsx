import type { LegalSection } from './legal-types';

/**
 * The Privacy Policy as message keys (src/i18n/locales/<locale>/privacy.json; docs/product.md §1): every category of
 * data the spec names, its uses, who receives it, storage in India, the user's rights, no use under 18, and the
 * grievance contact. Where it describes how the product behaves (hashed passwords, one-time codes, counts without
 * names), it says what the code does.
 */
export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'information-we-collect',
    title: 'privacy.collect.title',
    body: [
      'privacy.collect.p1',
      {
        list: [
          'privacy.collect.item1',
          'privacy.collect.item2',
          'privacy.collect.item3',
          'privacy.collect.item4',
          'privacy.collect.item5',
          'privacy.collect.item6',
          'privacy.collect.item7',
          'privacy.collect.item8',
          'privacy.collect.item9',
          'privacy.collect.item10',
          'privacy.collect.item11',
          'privacy.collect.item12',
        ],
      },
    ],
  },
  {
    id: 'how-we-use',
    title: 'privacy.use.title',
    body: [
      {
        list: [
          'privacy.use.item1',
          'privacy.use.item2',
          'privacy.use.item3',
          'privacy.use.item4',
          'privacy.use.item5',
          'privacy.use.item6',
          'privacy.use.item7',
          'privacy.use.item8',
          'privacy.use.item9',
          'privacy.use.item10',
        ],
      },
    ],
  },
  {
    id: 'sharing',
    title: 'privacy.sharing.title',
    body: [
      'privacy.sharing.p1',
      {
        list: [
          'privacy.sharing.item1',
          'privacy.sharing.item2',
          'privacy.sharing.item3',
          'privacy.sharing.item4',
          'privacy.sharing.item5',
        ],
      },
      'privacy.sharing.p2',
    ],
  },
  { id: 'storage', title: 'privacy.storage.title', body: ['privacy.storage.p1'] },
  { id: 'retention', title: 'privacy.retention.title', body: ['privacy.retention.p1', 'privacy.retention.p2'] },
  {
    id: 'security',
    title: 'privacy.security.title',
    body: [
      {
        list: [
          'privacy.security.item1',
          'privacy.security.item2',
          'privacy.security.item3',
          'privacy.security.item4',
          'privacy.security.item5',
        ],
      },
      'privacy.security.p1',
    ],
  },
  { id: 'cookies', title: 'privacy.cookies.title', body: ['privacy.cookies.p1', 'privacy.cookies.p2'] },
  {
    id: 'your-rights',
    title: 'privacy.rights.title',
    body: [
      {
        list: [
          'privacy.rights.item1',
          'privacy.rights.item2',
          'privacy.rights.item3',
          'privacy.rights.item4',
          'privacy.rights.item5',
        ],
      },
      'privacy.rights.p1',
    ],
  },
  { id: 'children', title: 'privacy.children.title', body: ['privacy.children.p1'] },
  { id: 'changes', title: 'privacy.changes.title', body: ['privacy.changes.p1'] },
  {
    id: 'grievance-officer',
    title: 'privacy.grievance.title',
    body: [
      'privacy.grievance.p1',
      { list: ['privacy.grievance.item1', 'privacy.grievance.item2', 'privacy.grievance.item3'] },
      'privacy.grievance.p2',
    ],
  },
];
