import { suspendAccountSchema } from '@aangan/domain';
import { UserXIcon } from 'lucide-react';
import { CountedTextarea } from '../../../components/counted-textarea';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { SubmitDialog } from '../action-dialog';
import { useTeamAction } from '../use-team-action';
import { useSuspendAccount } from './api';
import { useAccountsWords } from './messages';

interface SuspendDialogProps {
  accountId: string;
  onConflict: () => void;
}

/**
 * Suspends an account with a reason the person is mailed. A refusal (their role, say) comes back in the
 * server's words.
 */
export function SuspendDialog({ accountId, onConflict }: SuspendDialogProps) {
  const { SUSPEND_COPY, ACCOUNT_TOASTS } = useAccountsWords();
  const suspend = useSuspendAccount(accountId);
  const {
    form: {
      register,
      handleSubmit,
      watch,
      reset,
      formState: { errors },
    },
    showServerError,
  } = useSchemaForm(suspendAccountSchema, { defaultValues: { reason: '' }, fields: ['reason'] });
  const busy = suspend.isPending;
  const { isOpen, setOpen, run } = useTeamAction({ onConflict, showServerError, reset });

  const submit = handleSubmit((body) =>
    run(() => suspend.mutateAsync(body), ACCOUNT_TOASTS.suspendFailed, ACCOUNT_TOASTS.suspended),
  );

  return (
    <SubmitDialog
      open={isOpen}
      onOpenChange={setOpen}
      busy={busy}
      onSubmit={submit}
      copy={SUSPEND_COPY}
      icon={UserXIcon}
      danger
      triggerClassName="h-11 w-full sm:w-auto sm:self-start"
    >
      <CountedTextarea
        id="suspend-reason"
        label={SUSPEND_COPY.reasonLabel}
        placeholder={SUSPEND_COPY.reasonPlaceholder}
        length={watch('reason').length}
        error={errors.reason?.message}
        {...register('reason')}
      />
    </SubmitDialog>
  );
}
