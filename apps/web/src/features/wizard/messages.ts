import { PROPERTY_NOT_FOUND_MESSAGE } from '@aangan/domain';

/** The wizard's page titles and toast copy (docs/product.md §2, §8); quoted spec strings are word for word. */

export const WIZARD_TITLES = {
  new: 'List Your Property',
  edit: 'Edit Your Property',
} as const;

export const WIZARD_TOASTS = {
  editNotFound: { title: 'Error', description: PROPERTY_NOT_FOUND_MESSAGE },
  editForbidden: { title: 'Error', description: 'You can only edit properties you have listed.' },
  editLoadFailed: { title: 'Error', description: 'Failed to load property data for editing' },
  createFailed: { title: 'Error', fallback: 'Failed to list property. Please try again.' },
  updateFailed: { title: 'Error', fallback: 'Failed to update property. Please try again.' },
  imagesFailed: {
    title: 'Error processing images',
    fallback: 'Some images could not be processed. Please try again with different images.',
  },
} as const;

export const THANK_YOU_COPY = {
  title: 'Thank You!',
  created: 'Property listed successfully!',
  updated: 'Property updated successfully!',
} as const;
