import { restoreListingSchema } from '@aangan/domain';
import { EyeIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { ActionButton, ActionDialog } from '../action-dialog';
import { isConflict } from '../conflict-alert';
import { ReasonField } from '../verification/reason-field';
import { useRestoreListing } from './api';
import { MODERATION_TOASTS, RESTORE_COPY } from './messages';

interface RestoreDialogProps {
  listingId: string;
  /** An appeal is open: restoring answers it, with the note as the reply. */
  hasOpenAppeal: boolean;
  onConflict: () => void;
}

/** Shows a hidden listing again, with an optional note for the owner's mail and the log. */
export function RestoreDialog({ listingId, hasOpenAppeal, onConflict }: RestoreDialogProps) {
  const [isOpen, setOpen] = useState(false);
  const restore = useRestoreListing(listingId);
  const {
    form: {
      register,
      handleSubmit,
      watch,
      reset,
      formState: { errors },
    },
    showServerError,
  } = useSchemaForm(restoreListingSchema, { defaultValues: { note: '' }, fields: ['note'] });
  const busy = restore.isPending;

  const submit = handleSubmit(async (body) => {
    try {
      await restore.mutateAsync(body);
    } catch (error) {
      if (isConflict(error)) {
        setOpen(false);
        onConflict();
      } else {
        showServerError(error, MODERATION_TOASTS.restoreFailed);
      }
      return;
    }
    setOpen(false);
    reset();
    toast.success(MODERATION_TOASTS.restored.title, { description: MODERATION_TOASTS.restored.description });
  });

  return (
    <ActionDialog
      open={isOpen}
      onOpenChange={setOpen}
      busy={busy}
      trigger={
        <Button variant="outline" className="h-11 flex-1 sm:flex-none">
          <EyeIcon aria-hidden="true" />
          {RESTORE_COPY.button}
        </Button>
      }
      title={RESTORE_COPY.title}
      description={hasOpenAppeal ? `${RESTORE_COPY.description} ${RESTORE_COPY.withAppeal}` : RESTORE_COPY.description}
      onSubmit={submit}
      cancelLabel={RESTORE_COPY.cancel}
      actions={
        <ActionButton
          label={RESTORE_COPY.submit}
          busyLabel={RESTORE_COPY.busy}
          icon={EyeIcon}
          busy={busy}
          disabled={busy}
        />
      }
    >
      <ReasonField
        id="restore-note"
        label={RESTORE_COPY.noteLabel}
        length={(watch('note') ?? '').length}
        error={errors.note?.message}
        {...register('note')}
      />
    </ActionDialog>
  );
}
