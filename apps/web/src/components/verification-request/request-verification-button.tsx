import { BadgeCheckIcon, LoaderCircleIcon } from 'lucide-react';
import { useI18n } from '../../i18n/use-i18n';
import { toastError } from '../../lib/form-errors';
import { toast } from '../../lib/toast';
import { useRequestVerification } from '../../lib/verification-request';
import { Button, type ButtonProps } from '../ui/button';

interface RequestVerificationButtonProps extends Pick<ButtonProps, 'className' | 'size' | 'variant'> {
  listingId: string;
  /** Said after the label to screen readers only, where several listings each have the button. */
  listingTitle?: string;
}

/** 'Request verification': puts the owner's listing in the team's queue; a refusal says why in a toast. */
export function RequestVerificationButton({ listingId, listingTitle, ...buttonProps }: RequestVerificationButtonProps) {
  const { t } = useI18n();
  const request = useRequestVerification();
  const send = () =>
    request.mutate(listingId, {
      onSuccess: () =>
        toast.success(t('verification-request.requested.title'), {
          description: t('verification-request.requested.description'),
        }),
      onError: (error) =>
        toastError(
          { title: t('verification-request.failed.title'), fallback: t('verification-request.failed.fallback') },
          error,
        ),
    });

  return (
    <Button {...buttonProps} onClick={send} disabled={request.isPending}>
      {request.isPending ? (
        <LoaderCircleIcon aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
      ) : (
        <BadgeCheckIcon aria-hidden="true" />
      )}
      {t(request.isPending ? 'verification-request.requesting' : 'verification-request.request')}
      {listingTitle && (
        <>
          {' '}
          <span className="sr-only">{listingTitle}</span>
        </>
      )}
    </Button>
  );
}
