import type { PlaceNames } from '@aangan/domain';
import { BookmarkPlusIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useHref, useNavigate } from 'react-router';
import { useI18n } from '../../i18n/use-i18n';
import { ApiError } from '../../lib/api-client';
import { useSaveSearchWithAlerts } from '../../lib/saved-searches';
import { type ToastLink, toast } from '../../lib/toast';
import { AlertFrequencyField } from './alert-frequency-field';
import { type AlertFrequency, DEFAULT_ALERT_FREQUENCY } from './alert-frequency-select';
import { useRefusalWords } from './domain-messages';
import { SearchNameDialog } from './search-name-dialog';
import { useSuggestedSearchName } from './suggested-name';

export interface SaveSearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The results page's path and query (its filters), as the server reads it. */
  url: string;
  /** A place page's names, for the suggested name. */
  placeNames?: PlaceNames | undefined;
}

const SAVED_SEARCHES_PATH = '/saved-searches';

/**
 * 'Save this search': the suggested name in the page's language (editable), sent with the address. Saved,
 * a toast links to Saved Searches; so does the refusal of a search saved before or of one too many.
 */
export function SaveSearchDialog({ open, onOpenChange, url, placeNames }: SaveSearchDialogProps) {
  const { t } = useI18n();
  const refusal = useRefusalWords();
  const { saveWithAlerts, isPending } = useSaveSearchWithAlerts();
  const [frequency, setChosenFrequency] = useState<AlertFrequency>(DEFAULT_ALERT_FREQUENCY);
  // Each opening starts from the default, as a new search does on the server.
  useEffect(() => {
    if (open) setChosenFrequency(DEFAULT_ALERT_FREQUENCY);
  }, [open]);
  const navigate = useNavigate();
  const link: ToastLink = {
    label: t('saved-searches.save.view'),
    href: useHref(SAVED_SEARCHES_PATH),
    navigate: () => navigate(SAVED_SEARCHES_PATH),
  };
  const suggestion = useSuggestedSearchName(url, placeNames);

  return (
    <SearchNameDialog
      open={open}
      onOpenChange={onOpenChange}
      initialName={suggestion}
      title={t('saved-searches.save.title')}
      description={t('saved-searches.save.description')}
      submitLabel={t('saved-searches.save.submit')}
      busyLabel={t('saved-searches.save.saving')}
      icon={BookmarkPlusIcon}
      onSubmit={async (name) => {
        const { isFrequencySet } = await saveWithAlerts({ url, name, frequency });
        toast.success(t('saved-searches.save.done'), { link });
        // Saved, but its alerts not set: say so, and where to set them again.
        if (!isFrequencySet)
          toast.error(t('saved-searches.alerts.failed'), { description: t('saved-searches.alerts.setLater'), link });
      }}
      onFailed={(error) => {
        // Saved before, or the list is full: the list is where to look, or to make room.
        const isAboutTheList = error instanceof ApiError && (error.status === 409 || error.status === 422);
        toast.error(t('saved-searches.save.failed'), {
          description: refusal(error, t('saved-searches.tryAgain')),
          ...(isAboutTheList ? { link } : {}),
        });
      }}
    >
      <AlertFrequencyField value={frequency} onChange={setChosenFrequency} disabled={isPending} />
    </SearchNameDialog>
  );
}
