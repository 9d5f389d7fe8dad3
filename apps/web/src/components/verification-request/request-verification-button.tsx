import { BadgeCheckIcon, LoaderCircleIcon } from 'lucide-react';
import { toastError } from '../../lib/form-errors';
import { toast } from '../../lib/toast';
import { useRequestVerification } from '../../lib/verification-request';
import { Button, type ButtonProps } from '../ui/button';
import { OWNER_VERIFICATION_COPY, OWNER_VERIFICATION_TOASTS } from './messages';

interface RequestVerificationButtonProps extends Pick<ButtonProps, 'className' | 'size' | 'variant'> {
  listingId: string;
  /** Said after the label to screen readers only, where several listings each have the button. */
  listingTitle?: string;
}

/** 'Request verification': puts the owner's listing in the team's queue; a refusal says why in a toast. */
export function RequestVerificationButton({ listingId, listingTitle, ...buttonProps }: RequestVerificationButtonProps) {
  const request = useRequestVerification();
  const send = () =>
    request.mutate(listingId, {
      onSuccess: () =>
        toast.success(OWNER_VERIFICATION_TOASTS.requested.title, {
          description: OWNER_VERIFICATION_TOASTS.requested.description,
        }),
      onError: (error) => toastError(OWNER_VERIFICATION_TOASTS.failed, error),
    });

  return (
    <Button {...buttonProps} onClick={send} disabled={request.isPending}>
      {request.isPending ? (
        <LoaderCircleIcon aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
      ) : (
        <BadgeCheckIcon aria-hidden="true" />
      )}
      {request.isPending ? OWNER_VERIFICATION_COPY.requesting : OWNER_VERIFICATION_COPY.request}
      {listingTitle && (
        <>
          {' '}
          <span className="sr-only">{listingTitle}</span>
        </>
      )}
    </Button>
  );
}
