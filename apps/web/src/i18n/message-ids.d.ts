import type dashboard from './locales/en/dashboard.json';
import type layout from './locales/en/layout.json';
import type listingStatus from './locales/en/listing-status.json';
import type profile from './locales/en/profile.json';
import type saved from './locales/en/saved.json';
import type verificationRequest from './locales/en/verification-request.json';

// The message ids Lingui accepts are exactly the English catalogues' keys: a misspelt id fails the type check.
// A new catalogue file is added here and in namespaces.ts.
type Catalogue = typeof dashboard &
  typeof layout &
  typeof listingStatus &
  typeof profile &
  typeof saved &
  typeof verificationRequest;

declare module '@lingui/core' {
  interface Register {
    messageIds: keyof Catalogue;
  }
}
