import { suspendAccountSchema } from '@aangan/domain';
import { UserXIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { cn } from '../../../lib/utils';
import { ActionButton, ActionDialog, DANGER_OUTLINE } from '../action-dialog';
import { isConflict } from '../conflict-alert';
import { ReasonField } from '../verification/reason-field';
import { useSuspendAccount } from './api';
import { ACCOUNT_TOASTS, SUSPEND_COPY } from './messages';

interface SuspendDialogProps {
  accountId: string;
  onConflict: () => void;
}

/**
 * Suspends an account with a reason the person is mailed. A refusal (their role, say) comes back in the
 * server's words.
 */
export function SuspendDialog({ accountId, onConflict }: SuspendDialogProps) {
  const [isOpen, setOpen] = useState(false);
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

  const submit = handleSubmit(async (body) => {
    try {
      await suspend.mutateAsync(body);
    } catch (error) {
      if (isConflict(error)) {
        setOpen(false);
        onConflict();
      } else {
        showServerError(error, ACCOUNT_TOASTS.suspendFailed);
      }
      return;
    }
    setOpen(false);
    reset();
    toast.success(ACCOUNT_TOASTS.suspended.title, { description: ACCOUNT_TOASTS.suspended.description });
  });

  return (
    <ActionDialog
      open={isOpen}
      onOpenChange={setOpen}
      busy={busy}
      trigger={
        <Button variant="outline" className={cn('h-11 w-full sm:w-auto sm:self-start', DANGER_OUTLINE)}>
          <UserXIcon aria-hidden="true" />
          {SUSPEND_COPY.button}
        </Button>
      }
      title={SUSPEND_COPY.title}
      description={SUSPEND_COPY.description}
      onSubmit={submit}
      cancelLabel={SUSPEND_COPY.cancel}
      actions={
        <ActionButton
          label={SUSPEND_COPY.submit}
          busyLabel={SUSPEND_COPY.busy}
          icon={UserXIcon}
          busy={busy}
          disabled={busy}
          tone="danger"
        />
      }
    >
      <ReasonField
        id="suspend-reason"
        label={SUSPEND_COPY.reasonLabel}
        placeholder={SUSPEND_COPY.reasonPlaceholder}
        length={watch('reason').length}
        error={errors.reason?.message}
        {...register('reason')}
      />
    </ActionDialog>
  );
}
