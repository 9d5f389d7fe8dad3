import type { GuestAlertConfirmation } from '@aangan/domain';
import { CircleCheckIcon, SearchIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { useI18n } from '../../i18n/use-i18n';

/**
 * 'Your alert is on': which search and how often, the way to its listings (the saved address, in the page's
 * language through the router's basename) and, when the address has an account, to Saved Searches where it
 * now is. How to stop it is said too: the mails carry the link.
 */
export function AlertOn({ alert }: { alert: GuestAlertConfirmation }) {
  const { t } = useI18n();
  return (
    <div className="flex flex-col gap-4" role="status">
      <p className="flex items-start gap-2 font-medium text-foreground">
        <CircleCheckIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
        {t('saved-searches.confirm.on')}
      </p>
      <p className="text-foreground">
        {t('saved-searches.confirm.what', { frequency: alert.frequency, name: alert.name })}
      </p>
      <p className="text-muted-foreground text-sm">
        {t(alert.account ? 'saved-searches.confirm.account' : 'saved-searches.confirm.stop')}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button asChild>
          <Link to={alert.url}>
            <SearchIcon aria-hidden="true" />
            {t('saved-searches.confirm.results')}
          </Link>
        </Button>
        {alert.account && (
          <Button asChild variant="outline">
            <Link to="/saved-searches">{t('saved-searches.unsubscribe.manage')}</Link>
          </Button>
        )}
      </div>
    </div>
  );
}
