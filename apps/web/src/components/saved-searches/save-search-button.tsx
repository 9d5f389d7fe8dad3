import type { FilterState, PlaceNames } from '@aangan/domain';
import { useQueryClient } from '@tanstack/react-query';
import { BookmarkPlusIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { withMessages } from '../../i18n/i18n';
import { useI18n } from '../../i18n/use-i18n';
import { useAuthDialog } from '../../lib/auth-dialog';
import { currentUserQuery } from '../../lib/current-user';
import { useOpenedOnce } from '../../lib/use-opened-once';
import { Button } from '../ui/button';
import { useResultsAddress } from './search-address';

// The dialog and its words load on first use: most searches are never saved.
const SaveSearchDialog = lazy(
  withMessages(['saved-searches'], () =>
    import('./save-search-dialog').then((module) => ({ default: module.SaveSearchDialog })),
  ),
);

interface SaveSearchButtonProps {
  /** The filters in the page's address (the tab's scope is in its path). */
  filters: FilterState;
  placeNames?: PlaceNames | undefined;
  className?: string;
}

/** 'Save this search' on the results: a guest is asked to sign in first, and nothing is sent. */
export function SaveSearchButton({ filters, placeNames, className }: SaveSearchButtonProps) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const { openAuthDialog } = useAuthDialog();
  const [isOpen, setOpen] = useState(false);
  const isMounted = useOpenedOnce(isOpen);
  const url = useResultsAddress(filters);

  const open = async () => {
    // A press before /api/me has answered waits for it (a guest cannot be told from a member until then).
    // Not known (no network, say): signing in is the way on, as useCurrentUser reads a failure.
    const user = await queryClient.ensureQueryData(currentUserQuery()).catch(() => null);
    if (!user) openAuthDialog();
    else setOpen(true);
  };

  return (
    <>
      <Button variant="outline" onClick={() => void open()} className={className}>
        <BookmarkPlusIcon aria-hidden="true" />
        {t('search.results.saveSearch')}
      </Button>
      {isMounted && (
        <Suspense fallback={null}>
          <SaveSearchDialog open={isOpen} onOpenChange={setOpen} url={url} placeNames={placeNames} />
        </Suspense>
      )}
    </>
  );
}
