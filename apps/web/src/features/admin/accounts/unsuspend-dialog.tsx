import { unsuspendAccountSchema } from '@aangan/domain';
import { UserCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { ActionButton, ActionDialog } from '../action-dialog';
import { isConflict } from '../conflict-alert';
import { ReasonField } from '../verification/reason-field';
import { useUnsuspendAccount } from './api';
import { ACCOUNT_TOASTS, UNSUSPEND_COPY } from './messages';

interface UnsuspendDialogProps {
  accountId: string;
  onConflict: () => void;
}

/** Lifts a suspension, with an optional note for the log. */
export function UnsuspendDialog({ accountId, onConflict }: UnsuspendDialogProps) {
  const [isOpen, setOpen] = useState(false);
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

  const submit = handleSubmit(async (body) => {
    try {
      await unsuspend.mutateAsync(body);
    } catch (error) {
      if (isConflict(error)) {
        setOpen(false);
        onConflict();
      } else {
        showServerError(error, ACCOUNT_TOASTS.unsuspendFailed);
      }
      return;
    }
    setOpen(false);
    reset();
    toast.success(ACCOUNT_TOASTS.unsuspended.title, { description: ACCOUNT_TOASTS.unsuspended.description });
  });

  return (
    <ActionDialog
      open={isOpen}
      onOpenChange={setOpen}
      busy={busy}
      trigger={
        <Button variant="outline" className="h-11 w-full sm:w-auto sm:self-start">
          <UserCheckIcon aria-hidden="true" />
          {UNSUSPEND_COPY.button}
        </Button>
      }
      title={UNSUSPEND_COPY.title}
      description={UNSUSPEND_COPY.description}
      onSubmit={submit}
      cancelLabel={UNSUSPEND_COPY.cancel}
      actions={
        <ActionButton
          label={UNSUSPEND_COPY.submit}
          busyLabel={UNSUSPEND_COPY.busy}
          icon={UserCheckIcon}
          busy={busy}
          disabled={busy}
        />
      }
    >
      <ReasonField
        id="unsuspend-note"
        label={UNSUSPEND_COPY.noteLabel}
        length={(watch('note') ?? '').length}
        error={errors.note?.message}
        {...register('note')}
      />
    </ActionDialog>
  );
}
