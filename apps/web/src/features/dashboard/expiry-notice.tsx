import { formatListingDate } from '@aangan/domain';
import { CalendarClockIcon, RefreshCwIcon } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { useI18n } from '../../i18n/use-i18n';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import type { MyProperty } from './api';
import { useRenewListing } from './renew-api';

/** 'Expired' or 'Let or sold' beside the purpose, when the listing is down for its owner's reasons. */
export function ExpiryBadge({ property }: { property: MyProperty }) {
  const { t } = useI18n();
  if (property.moderation) return null;
  if (property.expiry.withdrawnAt) return <Badge variant="outline">{t('dashboard.expiry.withdrawn')}</Badge>;
  if (property.expiry.expiredAt) return <Badge variant="danger">{t('dashboard.expiry.expired')}</Badge>;
  return null;
}

/**
 * A listing's period on its card (decision 020): a live one says quietly when it expires; an expired or
 * let-or-sold one says why it is out of search, with Renew. While the team hides it, the moderation
 * notice speaks instead.
 */
export function ExpiryNotice({ property }: { property: MyProperty }) {
  const { t, locale } = useI18n();
  const renew = useRenewListing();
  const { expiry } = property;
  if (property.moderation) return null;
  const down = expiry.withdrawnAt ?? expiry.expiredAt;
  if (!down) {
    return (
      <p className="inline-flex items-center gap-1.5 text-muted-foreground text-sm">
        <CalendarClockIcon className="size-4" aria-hidden="true" />
        <time dateTime={expiry.expiresAt}>
          {t('dashboard.expiry.expiresOn', { date: formatListingDate(expiry.expiresAt, locale) ?? expiry.expiresAt })}
        </time>
      </p>
    );
  }
  const onRenew = () =>
    renew.mutate(property.id, {
      onSuccess: () => toast.success(t('dashboard.expiry.renewed')),
      onError: (error) => toast.error(error instanceof ApiError ? error.message : t('dashboard.expiry.renewFailed')),
    });
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-brand/30 bg-brand-soft px-3 py-2.5 text-sm sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <p className="text-foreground">
        {t(expiry.withdrawnAt ? 'dashboard.expiry.withdrawnNotice' : 'dashboard.expiry.expiredNotice')}
      </p>
      <Button size="sm" className="self-start sm:self-center" onClick={onRenew} disabled={renew.isPending}>
        <RefreshCwIcon aria-hidden="true" />
        {t('dashboard.expiry.renew')} <span className="sr-only">{property.title}</span>
      </Button>
    </div>
  );
}
