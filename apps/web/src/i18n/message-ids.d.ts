import type contact from './locales/en/contact.json';
import type faq from './locales/en/faq.json';
import type info from './locales/en/info.json';
import type layout from './locales/en/layout.json';
import type listingStatus from './locales/en/listing-status.json';
import type privacy from './locales/en/privacy.json';
import type safety from './locales/en/safety.json';
import type terms from './locales/en/terms.json';

// The message ids Lingui accepts are exactly the English catalogues' keys: a misspelt id fails the type check.
// A new catalogue file is added here and in namespaces.ts.
type Catalogue = typeof layout &
  typeof listingStatus &
  typeof info &
  typeof terms &
  typeof privacy &
  typeof faq &
  typeof safety &
  typeof contact;

declare module '@lingui/core' {
  interface Register {
    messageIds: keyof Catalogue;
  }
}
