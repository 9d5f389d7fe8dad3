import type { MessageId } from '@lingui/core';

/** The wizard's page titles and toast copy (docs/product.md §2, §8), as keys of the wizard part. */

export const WIZARD_TITLES = {
  new: 'wizard.page.newTitle',
  edit: 'wizard.page.editTitle',
} as const satisfies Record<string, MessageId>;

interface ToastCopy {
  title: MessageId;
  /** Shown when the server gives no words of its own. */
  fallback: MessageId;
}

export const WIZARD_TOASTS = {
  // A failed load of the listing to edit: not found (404), someone else's (403), or anything else.
  editNotFound: { title: 'wizard.toast.error', fallback: 'wizard.toast.notFound' },
  editForbidden: { title: 'wizard.toast.error', fallback: 'wizard.edit.forbiddenBody' },
  editLoadFailed: { title: 'wizard.toast.error', fallback: 'wizard.edit.loadFailedBody' },
  createFailed: { title: 'wizard.toast.error', fallback: 'wizard.toast.createFailed' },
  updateFailed: { title: 'wizard.toast.error', fallback: 'wizard.toast.updateFailed' },
  imagesFailed: { title: 'wizard.toast.imagesFailedTitle', fallback: 'wizard.toast.imagesFailed' },
} as const satisfies Record<string, ToastCopy>;

/** Each step's heading (the domain's WIZARD_STEPS titles). */
export const STEP_TITLES = {
  1: 'wizard.step.1',
  2: 'wizard.step.2',
  3: 'wizard.step.3',
  4: 'wizard.step.4',
  5: 'wizard.step.5',
} as const satisfies Record<number, MessageId>;
