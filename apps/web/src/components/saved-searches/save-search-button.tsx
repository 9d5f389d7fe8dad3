import type { FilterState, PlaceNames } from '@aangan/domain';
import { useQueryClient } from '@tanstack/react-query';
import { BookmarkPlusIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { withMessages } from '../../i18n/i18n';
import { useI18n } from '../../i18n/use-i18n';
import { currentUserQuery } from '../../lib/current-user';
import { useOpenedOnce } from '../../lib/use-opened-once';
import { Button } from '../ui/button';
import { useResultsAddress } from './search-address';

// The dialogs and their words load on first use: most searches are never saved.
const SaveSearchDialog = lazy(
  withMessages(['saved-searches'], () =>
    import('./save-search-dialog').then((module) => ({ default: module.SaveSearchDialog })),
  ),
);
const GuestSaveDialog = lazy(
  withMessages(['saved-searches'], () =>
    import('./guest-save-dialog').then((module) => ({ default: module.GuestSaveDialog })),
  ),
);

interface SaveSearchButtonProps {
  /** The filters in the page's address (the tab's scope is in its path). */
  filters: FilterState;
  placeNames?: PlaceNames | undefined;
  className?: string;
}

/**
 * 'Save this search' on the results: a signed-in person names and saves it; a guest is offered signing in, or
 * its new listings by email without an account.
 */
export function SaveSearchButton({ filters, placeNames, className }: SaveSearchButtonProps) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  // Which dialog is open: the person's own, or a guest's (sign in, or alerts by email).
  const [opened, setOpened] = useState<'member' | 'guest'>();
  const isMemberMounted = useOpenedOnce(opened === 'member');
  const isGuestMounted = useOpenedOnce(opened === 'guest');
  const url = useResultsAddress(filters);
  const openChange = (which: 'member' | 'guest') => (open: boolean) => setOpened(open ? which : undefined);

  const open = async () => {
    // A press before /api/me has answered waits for it (a guest cannot be told from a member until then).
    // Not known (no network, say): a guest's choices are the way on, as useCurrentUser reads a failure.
    const user = await queryClient.ensureQueryData(currentUserQuery()).catch(() => null);
    setOpened(user ? 'member' : 'guest');
  };

  return (
    <>
      <Button variant="outline" onClick={() => void open()} className={className}>
        <BookmarkPlusIcon aria-hidden="true" />
        {t('search.results.saveSearch')}
      </Button>
      {isMemberMounted && (
        <Suspense fallback={null}>
          <SaveSearchDialog
            open={opened === 'member'}
            onOpenChange={openChange('member')}
            url={url}
            placeNames={placeNames}
          />
        </Suspense>
      )}
      {isGuestMounted && (
        <Suspense fallback={null}>
          <GuestSaveDialog
            open={opened === 'guest'}
            onOpenChange={openChange('guest')}
            url={url}
            placeNames={placeNames}
          />
        </Suspense>
      )}
    </>
  );
}
