import { LogInIcon } from 'lucide-react';
import { useId } from 'react';
import { useI18n } from '../../i18n/use-i18n';
import { useAuthDialog } from '../../lib/auth-dialog';
import { GuestAlertForm } from '../property-alerts/guest-alert-form';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog';
import type { SaveSearchDialogProps } from './save-search-dialog';
import { useSuggestedSearchName } from './suggested-name';

/**
 * 'Save this search' for a guest: signing in saves it (the account dialog opens in this one's place), or, with
 * no account, its new listings by email — the home page's alert request for this results page (issue 20).
 */
export function GuestSaveDialog({ open, onOpenChange, url, placeNames }: SaveSearchDialogProps) {
  const { t } = useI18n();
  const { openAuthDialog } = useAuthDialog();
  const name = useSuggestedSearchName(url, placeNames);
  const alertsId = useId();
  const searchLineId = useId();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('saved-searches.save.title')}</DialogTitle>
          <DialogDescription>{t('saved-searches.guest.description')}</DialogDescription>
        </DialogHeader>
        <Button
          className="sm:justify-self-start"
          onClick={() => {
            onOpenChange(false);
            openAuthDialog();
          }}
        >
          <LogInIcon aria-hidden="true" />
          {t('saved-searches.guest.signIn')}
        </Button>
        <section aria-labelledby={alertsId} className="flex flex-col gap-3 border-border border-t pt-4">
          <h3 id={alertsId} className="font-semibold text-base text-foreground">
            {t('saved-searches.guest.alerts')}
          </h3>
          <p className="text-muted-foreground text-sm">{t('saved-searches.guest.alertsText')}</p>
          <p id={searchLineId} className="text-foreground text-sm">
            <span className="text-muted-foreground">{t('search.alerts.searchLabel')}</span>{' '}
            <strong className="font-semibold">{name}</strong>
          </p>
          <GuestAlertForm url={url} name={name} searchLineId={searchLineId} />
        </section>
      </DialogContent>
    </Dialog>
  );
}
