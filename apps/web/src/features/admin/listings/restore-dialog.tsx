import { restoreListingSchema } from '@aangan/domain';
import { EyeIcon } from 'lucide-react';
import { CountedTextarea } from '../../../components/counted-textarea';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { SubmitDialog } from '../action-dialog';
import { useTeamAction } from '../use-team-action';
import { useRestoreListing } from './api';
import { useListingsWords } from './messages';

interface RestoreDialogProps {
  listingId: string;
  /** An appeal is open: restoring answers it, with the note as the reply. */
  hasOpenAppeal: boolean;
  onConflict: () => void;
}

/** Shows a hidden listing again, with an optional note for the owner's mail and the log. */
export function RestoreDialog({ listingId, hasOpenAppeal, onConflict }: RestoreDialogProps) {
  const { RESTORE_COPY, MODERATION_TOASTS } = useListingsWords();
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
  const { isOpen, setOpen, run } = useTeamAction({ onConflict, showServerError, reset });

  const submit = handleSubmit((body) =>
    run(() => restore.mutateAsync(body), MODERATION_TOASTS.restoreFailed, MODERATION_TOASTS.restored),
  );

  return (
    <SubmitDialog
      open={isOpen}
      onOpenChange={setOpen}
      busy={busy}
      onSubmit={submit}
      copy={RESTORE_COPY}
      description={hasOpenAppeal ? `${RESTORE_COPY.description} ${RESTORE_COPY.withAppeal}` : undefined}
      icon={EyeIcon}
      triggerClassName="h-11 flex-1 sm:flex-none"
    >
      <CountedTextarea
        id="restore-note"
        label={RESTORE_COPY.noteLabel}
        length={(watch('note') ?? '').length}
        error={errors.note?.message}
        {...register('note')}
      />
    </SubmitDialog>
  );
}
