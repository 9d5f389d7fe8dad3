import { ShieldAlertIcon, ShieldEllipsisIcon } from 'lucide-react';
import { useOwnerVerificationState } from '../../components/verification-request/owner-verification-state';
import { RequestVerificationButton } from '../../components/verification-request/request-verification-button';
import { useI18n } from '../../i18n/use-i18n';
import type { MyProperty } from './api';

/**
 * Where an unverified listing stands with the team, in a line on its card: waiting, declined or revoked
 * with the team's reason, or not asked yet; with 'Request verification' whenever nothing is open.
 */
export function VerificationStatusLine({ property }: { property: MyProperty }) {
  const { t } = useI18n();
  const state = useOwnerVerificationState(property.verificationRequest);
  if (property.verificationStatus) return null;
  const Icon = state.canRequest ? ShieldAlertIcon : ShieldEllipsisIcon;
  return (
    <div className="flex flex-col gap-2 rounded-lg bg-muted/60 px-3 py-2.5 text-sm sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <div className="flex min-w-0 gap-2">
        <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        <div className="flex min-w-0 flex-col gap-0.5">
          <p className="font-medium text-foreground">{state.title ?? t('verification-request.notVerifiedYet')}</p>
          {state.detail && <p className="text-muted-foreground">{state.detail}</p>}
          {state.reason && (
            <p className="break-words">
              <span className="font-medium">{t('verification-request.reason')}:</span> {state.reason}
            </p>
          )}
        </div>
      </div>
      {state.canRequest && (
        <RequestVerificationButton
          listingId={property.id}
          listingTitle={property.title}
          size="sm"
          variant="outline"
          className="self-start sm:self-center"
        />
      )}
    </div>
  );
}
