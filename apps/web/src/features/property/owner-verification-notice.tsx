import type { OwnerVerification } from '@aangan/domain';
import { ShieldAlertIcon, ShieldEllipsisIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { useOwnerVerificationState } from '../../components/verification-request/owner-verification-state';
import { RequestVerificationButton } from '../../components/verification-request/request-verification-button';
import { useI18n } from '../../i18n/use-i18n';

/**
 * The owner's notice on an unverified listing (docs/product.md §6, issue 16): the spec's sentence with a
 * 'Request verification' button beside it, or the state of the request made, with the team's reason when
 * they declined or revoked it (and the button again).
 */
export function OwnerVerificationNotice({
  listingId,
  request,
}: {
  listingId: string;
  request: OwnerVerification | null;
}) {
  const { t } = useI18n();
  const state = useOwnerVerificationState(request);
  const isWaiting = !state.canRequest;
  const Icon = isWaiting ? ShieldEllipsisIcon : ShieldAlertIcon;
  return (
    <Alert>
      <Icon aria-hidden="true" />
      {state.title && <AlertTitle>{state.title}</AlertTitle>}
      <AlertDescription className="gap-2">
        <p>{state.detail ?? t('property.owner.notVerified')}</p>
        {state.reason && (
          <p className="break-words">
            <span className="font-medium">{t('verification-request.reason')}:</span> {state.reason}
          </p>
        )}
        {state.canRequest && (
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 pt-1">
            <RequestVerificationButton listingId={listingId} size="sm" />
            <Link to="/contact" className="w-fit font-medium text-brand text-sm underline-offset-4 hover:underline">
              {t('property.owner.contactTeam')}
            </Link>
          </div>
        )}
      </AlertDescription>
    </Alert>
  );
}
