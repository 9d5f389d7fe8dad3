import { unsuspendAccountSchema } from '@aangan/domain';
import { UserCheckIcon } from 'lucide-react';
import { CountedTextarea } from '../../../components/counted-textarea';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { SubmitDialog } from '../action-dialog';
import { useTeamAction } from '../use-team-action';
import { useUnsuspendAccount } from './api';
import { useAccountsWords } from './messages';

interface UnsuspendDialogProps {
  accountId: string;
  onConflict: () => void;
}

/** Lifts a suspension, with an optional note for the log. */
export function UnsuspendDialog({ accountId, onConflict }: UnsuspendDialogProps) {
  const { UNSUSPEND_COPY, ACCOUNT_TOASTS } = useAccountsWords();
  const unsuspend = useUnsuspendAccount(accountId);
  const {
    form: {
      register,
      handleSubmit,
      watch,
      reset,
      formState: { errors },
    },
    showServerError,
  } = useSchemaForm(unsuspendAccountSchema, { defaultValues: { note: '' }, fields: ['note'] });
  const busy = unsuspend.isPending;
  const { isOpen, setOpen, run } = useTeamAction({ onConflict, showServerError, reset });

  const submit = handleSubmit((body) =>
    run(() => unsuspend.mutateAsync(body), ACCOUNT_TOASTS.unsuspendFailed, ACCOUNT_TOASTS.unsuspended),
  );

  return (
    <SubmitDialog
      open={isOpen}
      onOpenChange={setOpen}
      busy={busy}
      onSubmit={submit}
      copy={UNSUSPEND_COPY}
      icon={UserCheckIcon}
      triggerClassName="h-11 w-full sm:w-auto sm:self-start"
    >
      <CountedTextarea
        id="unsuspend-note"
        label={UNSUSPEND_COPY.noteLabel}
        length={(watch('note') ?? '').length}
        error={errors.note?.message}
        {...register('note')}
      />
    </SubmitDialog>
  );
}
