import { type ListingFieldErrors, toListingFieldErrors } from '@aangan/domain';
import { useI18n } from '../../i18n/use-i18n';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useListingMessage } from './listing-messages';
import { WIZARD_TOASTS } from './messages';

/**
 * Shows why saving failed (docs/product.md §8 'Save'): a 400's per-field messages are returned for the form to place
 * under their inputs; a client error's own message is shown, since it says what to do (sign in again, wait);
 * anything else gets the spec's words. All in the page's language where the wizard has the words.
 */
export function useReportSaveError(isUpdate: boolean) {
  const { t } = useI18n();
  const say = useListingMessage();
  return (error: unknown): ListingFieldErrors => {
    const copy = isUpdate ? WIZARD_TOASTS.updateFailed : WIZARD_TOASTS.createFailed;
    const [title, fallback] = [t(copy.title), t(copy.fallback)];
    if (!(error instanceof ApiError) || error.status >= 500) {
      toast.error(title, { description: fallback });
      return {};
    }
    const { fieldErrors, unplaced } = toListingFieldErrors(error.fields ?? {});
    const isAllPlaced = Object.keys(fieldErrors).length > 0 && unplaced.length === 0;
    toast.error(title, { description: isAllPlaced ? fallback : say(error.message) || fallback });
    return fieldErrors;
  };
}
