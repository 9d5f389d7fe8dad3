import type about from './locales/en/about.json';
import type admin from './locales/en/admin.json';
import type auth from './locales/en/auth.json';
import type chat from './locales/en/chat.json';
import type common from './locales/en/common.json';
import type contact from './locales/en/contact.json';
import type dashboard from './locales/en/dashboard.json';
import type faq from './locales/en/faq.json';
import type info from './locales/en/info.json';
import type layout from './locales/en/layout.json';
import type listing from './locales/en/listing.json';
import type listingStatus from './locales/en/listing-status.json';
import type place from './locales/en/place.json';
import type privacy from './locales/en/privacy.json';
import type profile from './locales/en/profile.json';
import type property from './locales/en/property.json';
import type safety from './locales/en/safety.json';
import type saved from './locales/en/saved.json';
import type savedSearches from './locales/en/saved-searches.json';
import type search from './locales/en/search.json';
import type terms from './locales/en/terms.json';
import type verificationRequest from './locales/en/verification-request.json';
import type wizard from './locales/en/wizard.json';

// The message ids Lingui accepts are exactly the English catalogues' keys: a misspelt id fails the type check.
// A new catalogue file is added here and in namespaces.ts.
type Catalogue = typeof about &
  typeof admin &
  typeof auth &
  typeof chat &
  typeof common &
  typeof contact &
  typeof dashboard &
  typeof faq &
  typeof info &
  typeof layout &
  typeof listing &
  typeof listingStatus &
  typeof place &
  typeof privacy &
  typeof profile &
  typeof property &
  typeof safety &
  typeof saved &
  typeof savedSearches &
  typeof search &
  typeof terms &
  typeof verificationRequest &
  typeof wizard;

declare module '@lingui/core' {
  interface Register {
    messageIds: keyof Catalogue;
  }
}
