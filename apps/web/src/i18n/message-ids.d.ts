import type admin from './locales/en/admin.json';
import type layout from './locales/en/layout.json';
import type listingStatus from './locales/en/listing-status.json';

// The message ids Lingui accepts are exactly the English catalogues' keys: a misspelt id fails the type check.
// A new catalogue file is added here and in namespaces.ts.
type Catalogue = typeof admin & typeof layout & typeof listingStatus;

declare module '@lingui/core' {
  interface Register {
    messageIds: keyof Catalogue;
  }
}
