import { type RevokeVerification, revokeVerificationSchema } from '@aangan/domain';
import { ShieldOffIcon } from 'lucide-react';
import { CountedTextarea } from '../../../components/counted-textarea';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { SubmitDialog } from '../action-dialog';
import { useAdminWords } from '../messages';
import { useTeamAction } from '../use-team-action';
import { useRevokeVerification } from './api';

interface RevokeDialogProps {
  listingId: string;
  onRevoked: () => void;
  onConflict: () => void;
}

/** Takes a listing's verification back, with a reason its owner is emailed; asked in a dialog, as it cannot be undone. */
export function RevokeDialog({ listingId, onRevoked, onConflict }: RevokeDialogProps) {
  const { DECISION_COPY, REVOKE_COPY, DECISION_TOASTS } = useAdminWords();
  const revoke = useRevokeVerification(listingId);
  const {
    form: {
      register,
      handleSubmit,
      watch,
      reset,
      formState: { errors },
    },
    showServerError,
  } = useSchemaForm<RevokeVerification, RevokeVerification>(revokeVerificationSchema, {
    defaultValues: { reason: '' },
    fields: ['reason'],
  });
  const busy = revoke.isPending;
  const { isOpen, setOpen, run } = useTeamAction({ onConflict, showServerError, reset });

  const submit = handleSubmit(async (body) => {
    if (await run(() => revoke.mutateAsync(body), DECISION_TOASTS.revokeFailed, DECISION_TOASTS.revoked)) onRevoked();
  });

  return (
    <SubmitDialog
      open={isOpen}
      onOpenChange={setOpen}
      busy={busy}
      onSubmit={submit}
      copy={REVOKE_COPY}
      icon={ShieldOffIcon}
      danger
      triggerClassName="h-11 w-full sm:w-auto sm:self-start"
    >
      <CountedTextarea
        id="revoke-reason"
        label={DECISION_COPY.reasonLabel}
        length={watch('reason').length}
        error={errors.reason?.message}
        {...register('reason')}
      />
    </SubmitDialog>
  );
}
